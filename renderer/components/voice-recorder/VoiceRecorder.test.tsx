import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECORDING_START_DELAY_MS, VOICE_POST_MAX_SECONDS } from '../../../shared/constants.js';
import { stubGetUserMedia } from '../../test-support/fake-microphone.js';
import { stubMediaRecorder } from '../../test-support/fake-media-recorder.js';
import { stubVoiceBrowser } from '../../test-support/voice.js';
import { VoiceRecorder } from './VoiceRecorder.js';

const flushPromises = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Clicks through fireEvent: Testing Library's async helpers wait on setTimeout, which these tests fake. */
const user = {
  click: async (element: HTMLElement) => {
    fireEvent.click(element);
    await flushPromises();
  },
};

function renderRecorder(props: Partial<Parameters<typeof VoiceRecorder>[0]> = {}) {
  vi.useFakeTimers();
  const onSend = vi.fn();
  const view = render(<VoiceRecorder maxSeconds={VOICE_POST_MAX_SECONDS} onSend={onSend} {...props} />);
  return { ...view, user, onSend };
}

async function startRecording(clicker: typeof user) {
  await clicker.click(screen.getByRole('button', { name: 'Start recording' }));
  await advance(RECORDING_START_DELAY_MS);
}

const button = (name: string) => screen.queryByRole('button', { name });
const timer = () => screen.getByRole('timer', { name: 'Recording time' });

describe('voice recorder', () => {
  it(`starts recording ${RECORDING_START_DELAY_MS} ms after the tap, not before`, async () => {
    const browser = stubVoiceBrowser();
    const { user } = renderRecorder();
    expect(screen.getByText('Up to 1:30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await flushPromises();
    expect(browser.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(button('Start recording')).toBeDisabled();

    await advance(RECORDING_START_DELAY_MS - 1);
    expect(browser.mediaRecorder.recorders).toHaveLength(0);
    expect(button('Stop recording')).not.toBeInTheDocument();

    await advance(1);
    expect(browser.mediaRecorder.recorders[0]?.state).toBe('recording');
    expect(button('Stop recording')).toHaveFocus();
    expect(timer()).toHaveTextContent('0:00 / 1:30');
  });

  it('says once that recording has started, when the microphone records and not at the tap', async () => {
    stubVoiceBrowser();
    const onRecordingStarted = vi.fn();
    const { user } = renderRecorder({ onRecordingStarted });

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await advance(RECORDING_START_DELAY_MS - 1);
    expect(onRecordingStarted).not.toHaveBeenCalled();

    await advance(1);
    expect(onRecordingStarted).toHaveBeenCalledTimes(1);
  });

  it('allows five minutes unless told otherwise', () => {
    render(<VoiceRecorder onSend={vi.fn()} />);
    expect(screen.getByText('Up to 5:00')).toBeInTheDocument();
  });

  it('counts up in m:ss while recording', async () => {
    stubVoiceBrowser();
    const { user } = renderRecorder();
    await startRecording(user);

    await advance(5_000);
    expect(timer()).toHaveTextContent('0:05 / 1:30');
    await advance(62_000);
    expect(timer()).toHaveTextContent('1:07 / 1:30');
  });

  it('stops by itself at the maximum and offers the recording to send', async () => {
    const browser = stubVoiceBrowser();
    const { user, onSend } = renderRecorder({ maxSeconds: 3 });
    await startRecording(user);

    await advance(3_000);

    expect(browser.mediaRecorder.recorders[0]?.state).toBe('inactive');
    expect(button('Stop recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(browser.microphone.tracks[0]?.stop).toHaveBeenCalled();
    expect(button('Play preview')).toBeInTheDocument();
    expect(button('Re-record')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const [recording] = onSend.mock.calls[0] as [{ blob: Blob; fileName: string; durationSeconds: number }];
    expect(recording.durationSeconds).toBe(3);
    expect(recording.fileName).toBe('voice.webm');
    expect(recording.blob.type).toBe('audio/webm;codecs=opus');
    expect(recording.blob.size).toBeGreaterThan(0);
  });

  it('asks for webm/opus where the browser supports it', async () => {
    const browser = stubVoiceBrowser();
    const { user } = renderRecorder();
    await startRecording(user);

    expect(browser.mediaRecorder.isTypeSupported).toHaveBeenCalledWith('audio/webm;codecs=opus');
    expect(browser.mediaRecorder.recorders[0]?.options).toEqual({ mimeType: 'audio/webm;codecs=opus' });
  });

  it("records what the browser offers otherwise (Safari's mp4), named to match", async () => {
    stubVoiceBrowser();
    const safari = stubMediaRecorder({ supportedTypes: ['audio/mp4'], browserDefaultType: 'audio/mp4' });
    const { user, onSend } = renderRecorder();
    await startRecording(user);
    await advance(2_000);

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flushPromises();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(safari.recorders[0]?.options).toBeUndefined();
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ fileName: 'voice.m4a', durationSeconds: 2 });
  });

  it('shows Cancel only while recording; Cancel throws the recording away and lets go of the microphone', async () => {
    const browser = stubVoiceBrowser();
    const { user, onSend } = renderRecorder();
    expect(button('Cancel')).not.toBeInTheDocument();

    await startRecording(user);
    expect(button('Cancel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await flushPromises();

    expect(button('Start recording')).toBeEnabled();
    expect(button('Cancel')).not.toBeInTheDocument();
    expect(button('Send')).not.toBeInTheDocument();
    expect(browser.microphone.tracks[0]?.stop).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('hides Cancel once recorded, and Re-record starts over', async () => {
    stubVoiceBrowser();
    const { user } = renderRecorder();
    await startRecording(user);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flushPromises();
    expect(button('Cancel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-record' }));

    expect(button('Start recording')).toHaveFocus();
    expect(button('Send')).not.toBeInTheDocument();
  });

  it('pauses and resumes, leaving the pause out of the length', async () => {
    const browser = stubVoiceBrowser();
    const { user, onSend } = renderRecorder();
    await startRecording(user);
    await advance(2_000);

    await user.click(screen.getByRole('button', { name: 'Pause recording' }));
    expect(browser.mediaRecorder.recorders[0]?.state).toBe('paused');
    await advance(10_000);
    expect(timer()).toHaveTextContent('0:02 / 1:30');

    await user.click(screen.getByRole('button', { name: 'Resume recording' }));
    await advance(1_000);
    expect(timer()).toHaveTextContent('0:03 / 1:30');
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flushPromises();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ durationSeconds: 3 });
  });

  it('plays the preview and stops it back at the start', async () => {
    const browser = stubVoiceBrowser();
    const { user } = renderRecorder();
    await startRecording(user);
    await advance(4_000);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flushPromises();
    expect(screen.getByText('0:04')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play preview' }));
    expect(browser.playback.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Stop preview' }));

    expect(browser.playback.pause).toHaveBeenCalledTimes(1);
    expect(button('Play preview')).toBeInTheDocument();
    expect(browser.objectUrls.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('keeps sending safe: Send and Re-record wait while the recording is on its way', async () => {
    stubVoiceBrowser();
    const { user, rerender, onSend } = renderRecorder();
    await startRecording(user);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flushPromises();

    rerender(<VoiceRecorder maxSeconds={VOICE_POST_MAX_SECONDS} onSend={onSend} sending />);

    expect(button('Send')).toBeDisabled();
    expect(button('Re-record')).toBeDisabled();
  });

  it('lets go of the microphone when it goes away mid-recording', async () => {
    const browser = stubVoiceBrowser();
    const { user, unmount } = renderRecorder();
    await startRecording(user);

    unmount();

    expect(browser.microphone.tracks[0]?.stop).toHaveBeenCalled();
    expect(browser.mediaRecorder.recorders[0]?.state).toBe('inactive');
  });

  it('only logs a microphone error, and says calmly that text still works', async () => {
    stubMediaRecorder();
    const problem = new DOMException('Permission denied', 'NotAllowedError');
    stubGetUserMedia(() => Promise.reject(problem));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChooseText = vi.fn();
    const { user } = renderRecorder({ onChooseText });

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await flushPromises();

    expect(logged).toHaveBeenCalledWith('Voice recording is not available', problem);
    expect(screen.getByText("We can't record right now")).toBeInTheDocument();
    expect(screen.getByText(/You can still use text messages\./)).toBeInTheDocument();
    expect(screen.queryByText(/Permission denied/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a text message instead' }));
    expect(onChooseText).toHaveBeenCalled();
  });
});
