// Views whose code loads on first use (lazyView) and the idle-time preloading of them (preloadViews):
// a loaded view draws at once, a failed fetch is tried again, the preloading goes one view at a time
// and stops when asked.
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../src/shell/lazyView';
import { PRELOAD_AFTER_LOAD_MS, preloadViews } from '../../../src/shell/preloadViews';

const Hello = ({ name }: { name: string }) => <p>Hola {name}</p>;

describe('lazyView', () => {
  it('shows the fallback until the code arrives, then the view with its props', async () => {
    let arrive: (view: typeof Hello) => void = () => undefined;
    const View = lazyView(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)), <p>esperando</p>);
    render(<View name="Ana" />);
    expect(screen.getByText('esperando')).toBeInTheDocument();
    await act(async () => arrive(Hello));
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
  });

  it('draws a preloaded view on its first render, without the fallback', async () => {
    const load = vi.fn(async () => Hello);
    const View = lazyView(load, <p>esperando</p>);
    await View.preload();
    render(<View name="Luis" />);
    expect(screen.getByText('Hola Luis')).toBeInTheDocument();
    expect(screen.queryByText('esperando')).toBeNull();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(Hello);
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('sin red');
    await expect(View.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the view on the next visit after its code failed to load while shown', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(Hello);
    const View = lazyView(load, <p>esperando</p>);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(<Boundary><View name="Eva" /></Boundary>);
    expect(await screen.findByText('falló')).toBeInTheDocument();
    first.unmount();
    render(<Boundary><View name="Eva" /></Boundary>);
    expect(await screen.findByText('Hola Eva')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>falló</p> : this.props.children;
  }
}

describe('preloadViews', () => {
  const now = (run: () => void) => run();
  const idleQueue = () => {
    const waiting: (() => void)[] = [];
    return { idle: (run: () => void) => void waiting.push(run), runNext: async () => { waiting.shift()?.(); await new Promise((resolve) => setTimeout(resolve, 0)); }, waiting };
  };

  it('fetches one view per idle turn, in order, each once, including views declared meanwhile', async () => {
    const order: string[] = [];
    const preloaders = [async () => void order.push('a'), async () => void order.push('b')];
    const queue = idleQueue();
    preloadViews(() => preloaders, queue.idle, now);
    expect(queue.waiting).toHaveLength(1);
    await queue.runNext();
    preloaders.push(async () => void order.push('c'));
    await queue.runNext();
    await queue.runNext();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(queue.waiting).toHaveLength(0);
  });

  it('goes on after a view that fails, and fetches nothing once stopped', async () => {
    const order: string[] = [];
    const preloaders = [async () => Promise.reject(new Error('sin red')), async () => void order.push('b'), async () => void order.push('c')];
    const queue = idleQueue();
    const stop = preloadViews(() => preloaders, queue.idle, now);
    await queue.runNext();
    await queue.runNext();
    stop();
    await queue.runNext();
    expect(order).toEqual(['b']);
  });

  it('begins only once the page has loaded and settled, not with the first page', () => {
    vi.useFakeTimers();
    const queue = idleQueue();
    preloadViews(() => [async () => undefined], queue.idle);
    // jsdom's document has loaded: the wait is the settling time after it.
    expect(queue.waiting).toHaveLength(0);
    vi.advanceTimersByTime(PRELOAD_AFTER_LOAD_MS - 1);
    expect(queue.waiting).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(queue.waiting).toHaveLength(1);
  });
});
