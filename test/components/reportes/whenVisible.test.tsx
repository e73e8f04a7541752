// WhenVisible (Consumo's charts): a box of the content's size until the observer says it is near the
// screen, then the content; without IntersectionObserver the content at once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../../src/shared/WhenVisible';

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('draws its content once the observer reports it near the screen', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
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
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible width={500} height={200}><p>gráfica</p></WhenVisible>);
    expect(screen.getByText('gráfica')).toBeInTheDocument();
  });
});
