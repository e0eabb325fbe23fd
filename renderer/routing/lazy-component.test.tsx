import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../api/browser-location.js';
import { lazyComponent, lazyModule } from './lazy-component.js';

vi.mock('../api/browser-location.js', () => ({ reloadPage: vi.fn() }));

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}
function Farewell() {
  return <p>Goodbye</p>;
}

/** A module import that resolves when the test says so. */
function deferredModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const importer = vi.fn(async () => {
    await arrived;
    return { Greeting, Farewell };
  });
  return { importer, arrive };
}

describe('lazyComponent', () => {
  it('shows the fallback until its module arrives, then the component with its props', async () => {
    const { importer, arrive } = deferredModule();
    const LazyGreeting = lazyComponent(lazyModule(importer), (module) => module.Greeting, <p role="status">Loading</p>);

    // Awaited: React retries a component that suspended inside act only when the act is awaited.
    await act(async () => render(<LazyGreeting name="Sam" />));

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Hello, Sam')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello, Sam')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches a module once for all its components, which render at once after it arrived', async () => {
    const { importer, arrive } = deferredModule();
    const load = lazyModule(importer);
    const LazyGreeting = lazyComponent(load, (module) => module.Greeting, <p role="status">Loading</p>);
    const LazyFarewell = lazyComponent(load, (module) => module.Farewell, <p role="status">Loading</p>);
    await act(async () => render(<LazyGreeting name="Sam" />));
    await act(async () => arrive());
    await screen.findByText('Hello, Sam');

    render(<LazyFarewell />);

    expect(screen.getByText('Goodbye')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('lazyModule when a chunk cannot be fetched', () => {
  const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('reloads the page once, for the new build, and keeps waiting meanwhile', async () => {
    const load = lazyModule(chunkGone);

    const settled = vi.fn();
    void load().then(settled, settled);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(settled).not.toHaveBeenCalled();
  });

  it('lets the error through when the page was reloaded for it moments ago, and tries again next time', async () => {
    const importer = vi.fn(chunkGone);
    const load = lazyModule(importer);
    window.sessionStorage.setItem('kindred:reloaded-for-new-build-at', String(Date.now()));

    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
