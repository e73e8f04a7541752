// WhenVisible (Consumo's charts, the home page's): a box of the content's size until the observer says it is near the
// screen, then the content; without IntersectionObserver the content at once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../../src/shared/WhenVisible';

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('draws its content once the observer reports it near the screen', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const margins: (string | undefined)[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          report = callback;
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<WhenVisible width={500} height={200}><p>gráfica</p></WhenVisible>);
    expect(screen.queryByText('gráfica')).toBeNull();
    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('gráfica')).toBeNull();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('gráfica')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    // Near: 300 px ahead by default; the home page's charts only once on screen.
    render(<WhenVisible width={500} height={200} margin="0px"><p>otra</p></WhenVisible>);
    expect(margins).toEqual(['300px', '0px']);
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible width={500} height={200}><p>gráfica</p></WhenVisible>);
    expect(screen.getByText('gráfica')).toBeInTheDocument();
  });
});
