import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationOutcome } from '../../../shared/schemas/messages.js';
import { createQueryClient } from '../../api/query-client.js';
import { useToastStore } from '../../stores/toast-store.js';
import { anOutcome } from '../../test-support/messages.js';
import { useModeratedSend } from './use-moderated-send.js';

const FAILURE_TITLE = 'Failed to send message';

beforeEach(() => useToastStore.getState().clear());

function renderModeratedSend(answer: () => Promise<ModerationOutcome>) {
  const mutationFn = vi.fn<(words: string) => Promise<ModerationOutcome>>(answer);
  const onFailure = vi.fn();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useModeratedSend(useMutation({ mutationFn }), FAILURE_TITLE, { onFailure }), {
    wrapper,
  });
  return { ...view, mutationFn, onFailure };
}

/** Resolves only when the test says so, so the "checking" phase can be seen. */
function deferredOutcome() {
  let settle: (outcome: ModerationOutcome) => void = () => {};
  const promise = new Promise<ModerationOutcome>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const toasts = () => useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));

describe('useModeratedSend', () => {
  it('is idle and not sending before anything is sent', () => {
    const { result } = renderModeratedSend(() => Promise.resolve(anOutcome()));

    expect(result.current.phase).toEqual({ name: 'idle' });
    expect(result.current.isSending).toBe(false);
  });

  it('checks while the request runs, then shows the verdict', async () => {
    const answer = deferredOutcome();
    const { result, mutationFn, onFailure } = renderModeratedSend(() => answer.promise);

    act(() => result.current.send('Be gentle with yourself'));

    expect(result.current.phase).toEqual({ name: 'checking' });
    await waitFor(() => expect(result.current.isSending).toBe(true));
    expect(mutationFn).toHaveBeenCalledWith('Be gentle with yourself', expect.anything());

    await act(async () => answer.settle(anOutcome({ status: 'approved' })));

    await waitFor(() => expect(result.current.phase).toEqual({ name: 'approved' }));
    expect(result.current.isSending).toBe(false);
    expect(toasts()).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it.each([
    [
      'rejected with a reason',
      anOutcome({ status: 'rejected', rejectionReason: 'Please keep it kind.' }),
      { name: 'rejected', reason: 'Please keep it kind.' },
    ],
    ['still pending', anOutcome({ status: 'pending' }), { name: 'still-checking' }],
    ['a crisis', anOutcome({ status: 'pending', crisis: true }), { name: 'crisis' }],
  ])('follows an outcome that is %s', async (_label, outcome, expectedPhase) => {
    const { result, onFailure } = renderModeratedSend(() => Promise.resolve(outcome));

    act(() => result.current.send('Some words'));

    await waitFor(() => expect(result.current.phase).toEqual(expectedPhase));
    expect(toasts()).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('goes back to idle after a rejection when reset', async () => {
    const rejected = anOutcome({ status: 'rejected', rejectionReason: 'Softer, please.' });
    const { result } = renderModeratedSend(() => Promise.resolve(rejected));
    act(() => result.current.send('Some words'));
    await waitFor(() => expect(result.current.phase.name).toBe('rejected'));

    act(() => result.current.reset());

    expect(result.current.phase).toEqual({ name: 'idle' });
  });

  it('returns to idle, shows the failure toast and calls onFailure when the request fails', async () => {
    const failure = new Error('503: {"error":"The kindness check is resting"}');
    const { result, onFailure } = renderModeratedSend(() => Promise.reject(failure));

    act(() => result.current.send('Some words'));

    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(result.current.phase).toEqual({ name: 'idle' });
    expect(result.current.isSending).toBe(false);
    expect(toasts()).toEqual([{ title: FAILURE_TITLE, description: 'The kindness check is resting', variant: 'destructive' }]);
  });
});
