import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from '../../test-support/fake-media-element.js';
import { AudioPlayer } from './AudioPlayer.js';

function renderPlayer(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const playback = stubMediaPlayback();
  const user = userEvent.setup();
  const view = render(<AudioPlayer src="/api/audio/voice-1" durationSeconds={75} {...props} />);
  const media = view.container.querySelector('audio') as HTMLAudioElement;
  return { ...view, playback, user, media };
}

const slider = () => screen.getByRole('slider', { name: 'Playback position' });

/** The bar's box on screen: jsdom lays nothing out. */
function placeSlider(left: number, width: number) {
  vi.spyOn(slider(), 'getBoundingClientRect').mockReturnValue({ left, width, top: 0, height: 44, right: left + width, bottom: 44, x: left, y: 0, toJSON: () => ({}) });
}

describe('audio player', () => {
  it('shows elapsed and total time in m:ss, from the known duration when the media reports none', () => {
    const { playback, media } = renderPlayer({ durationSeconds: 75 });
    expect(screen.getByText('0:00')).toBeInTheDocument();
    expect(screen.getByText('1:15')).toBeInTheDocument();

    playback.reportDuration(media, Infinity);
    expect(screen.getByText('1:15')).toBeInTheDocument();

    playback.reportDuration(media, 80.4);
    expect(screen.getByText('1:20')).toBeInTheDocument();

    playback.playTo(media, 62.9);
    expect(screen.getByText('1:02')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuetext', '1:02 of 1:20');
  });

  it('plays and pauses', async () => {
    const { playback, user, media } = renderPlayer();

    await user.click(screen.getByRole('button', { name: 'Play voice message' }));
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(media.paused).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pause voice message' }));
    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
  });

  it('names its buttons after what it plays', () => {
    renderPlayer({ label: 'voice reply' });
    expect(screen.getByRole('button', { name: 'Play voice reply' })).toBeInTheDocument();
  });

  it('seeks proportionally to where the progress bar is clicked', () => {
    const { media } = renderPlayer({ durationSeconds: 80 });
    placeSlider(100, 200);

    fireEvent.click(slider(), { clientX: 150 });

    expect(media.currentTime).toBe(20);
    expect(screen.getByText('0:20')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '20');

    fireEvent.click(slider(), { clientX: 290 });
    expect(media.currentTime).toBe(76);
  });

  it('seeks with the keyboard: arrows step 5 s, Home and End jump', async () => {
    const { user, media } = renderPlayer({ durationSeconds: 80 });
    slider().focus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(media.currentTime).toBe(10);
    await user.keyboard('{ArrowLeft}');
    expect(media.currentTime).toBe(5);
    await user.keyboard('{End}');
    expect(media.currentTime).toBe(80);
    await user.keyboard('{Home}');
    expect(media.currentTime).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(media.currentTime).toBe(0);
  });

  it('goes back to the start when the recording ends', async () => {
    const { playback, user, media } = renderPlayer({ durationSeconds: 30 });
    await user.click(screen.getByRole('button', { name: 'Play voice message' }));
    playback.playTo(media, 29.5);
    expect(screen.getByText('0:29')).toBeInTheDocument();

    playback.reachEnd(media);

    expect(media.currentTime).toBe(0);
    expect(screen.getByText('0:00')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
  });

  it('changes speed 1× → 1.5× → 2× → 1×', async () => {
    const { user, media } = renderPlayer();

    await user.click(screen.getByRole('button', { name: 'Playback speed 1×' }));
    expect(media.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Playback speed 1.5×' }));
    expect(media.playbackRate).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Playback speed 2×' }));
    expect(media.playbackRate).toBe(1);
    expect(screen.getByRole('button', { name: 'Playback speed 1×' })).toHaveTextContent('1×');
  });

  it('keeps the transcript folded until asked for', async () => {
    const { user } = renderPlayer({ transcript: 'I hear you, and it makes sense.' });
    const toggle = screen.getByRole('button', { name: 'Show transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('I hear you, and it makes sense.')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByText('I hear you, and it makes sense.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide transcript' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide transcript' }));
    expect(screen.queryByText('I hear you, and it makes sense.')).not.toBeInTheDocument();
  });

  it('offers no transcript toggle when there is no transcript', () => {
    renderPlayer({ transcript: null });
    expect(screen.queryByRole('button', { name: 'Show transcript' })).not.toBeInTheDocument();
  });

  it('pauses the other recording when one starts, so voices never overlap', async () => {
    const playback = stubMediaPlayback();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <AudioPlayer src="/a" durationSeconds={10} label="first message" />
        <AudioPlayer src="/b" durationSeconds={10} label="second message" />
      </>,
    );
    const [first] = container.querySelectorAll('audio');

    await user.click(screen.getByRole('button', { name: 'Play first message' }));
    await user.click(screen.getByRole('button', { name: 'Play second message' }));

    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(first?.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play first message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause second message' })).toBeInTheDocument();
  });
});
