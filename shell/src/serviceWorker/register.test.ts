import { registerServiceWorker, SERVICE_WORKER_URL } from './register';

describe('registerServiceWorker', () => {
  const nodeEnv = process.env.NODE_ENV;
  const register = jest.fn(() => Promise.resolve({}));

  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  });

  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers /sw.js at scope / in a production build, once the page has loaded', () => {
    process.env.NODE_ENV = 'production';
    registerServiceWorker();
    expect(document.readyState).toBe('complete');
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does nothing outside a production build', () => {
    process.env.NODE_ENV = 'development';
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    process.env.NODE_ENV = 'production';
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect(() => registerServiceWorker()).not.toThrow();
    expect(register).not.toHaveBeenCalled();
  });
});
