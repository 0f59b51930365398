import { render, screen } from '@testing-library/react';
import { useScreenSize } from './useMediaQuery';

function Size() {
  return <p>{useScreenSize()}</p>;
}

function setWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useScreenSize (768 / 1200 px)', () => {
  it.each([
    [360, 'small'],
    [767, 'small'],
    [768, 'medium'],
    [1199, 'medium'],
    [1200, 'large'],
  ])('%p px → %p', (width, size) => {
    setWidth(width);
    render(<Size />);
    expect(screen.getByText(size)).toBeInTheDocument();
  });

  it('falls back to large without matchMedia', () => {
    render(<Size />);
    expect(screen.getByText('large')).toBeInTheDocument();
  });
});
