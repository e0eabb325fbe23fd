import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueToastAfterReload } from '../stores/toast-after-reload.js';
import { toast } from '../stores/toast-store.js';
import { Toaster } from './Toaster.js';

const region = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Sign up failed', description: 'Please try again', variant: 'destructive' });
    });
    expect(region().getByText('Sign up failed')).toBeInTheDocument();
    expect(region().getByText('Please try again')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Account deleted' });
    });
    expect(region().getByText('Account deleted')).toBeInTheDocument();
    expect(region().queryByText('Sign up failed')).not.toBeInTheDocument();
    expect(region().getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a toast queued before a full reload', () => {
    queueToastAfterReload({ title: 'Account deleted' });

    render(<Toaster />);

    expect(region().getByText('Account deleted')).toBeInTheDocument();
  });
});
