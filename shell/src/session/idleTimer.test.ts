import { startIdleTimer } from './idleTimer';

const MIN = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('idle timer', () => {
  it('fires once after the time-out without activity, not before', () => {
    const onIdle = jest.fn();
    startIdleTimer({ timeoutMs: 15 * MIN, onIdle });
    jest.advanceTimersByTime(15 * MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'])('counts %s as activity', (type) => {
    const onIdle = jest.fn();
    startIdleTimer({ timeoutMs: 15 * MIN, onIdle });
    jest.advanceTimersByTime(10 * MIN);
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(10 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('sees scrolling inside an element (scroll does not bubble)', () => {
    const onIdle = jest.fn();
    const box = document.createElement('div');
    document.body.appendChild(box);
    startIdleTimer({ timeoutMs: 15 * MIN, onIdle });
    jest.advanceTimersByTime(14 * MIN);
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    jest.advanceTimersByTime(14 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('records activity at most once per throttle window', () => {
    const onIdle = jest.fn();
    startIdleTimer({ timeoutMs: 10_000, onIdle, throttleMs: 5_000 });
    jest.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('keydown')); // recorded at 1 s
    jest.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('keydown')); // 3 s: inside the window, ignored
    jest.advanceTimersByTime(8_000 - 1); // 11 s - 1 ms: 10 s after the recorded one, minus 1 ms
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const onIdle = jest.fn();
    const stop = startIdleTimer({ timeoutMs: 1_000, onIdle });
    stop();
    jest.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
