// Production refuses a Node.js past its end of life (Node 20 since 30 April 2026); development and tests do not.
import { runtimeProblem } from '../../src/environment/runtime';

describe('the runtime production accepts', () => {
  it('refuses Node 20 and 22 in production, naming the version and what to run instead', () => {
    for (const version of ['20.20.2', '22.12.0']) {
      expect(runtimeProblem({ NODE_ENV: 'production' }, version)).toBe(
        `Node.js ${version} is not supported in production (Node ${version.split('.')[0]} no longer gets security fixes): run the API on Node 24 LTS (README "Running it in production")`,
      );
    }
  });

  it('accepts Node 24 and later in production', () => {
    expect(runtimeProblem({ NODE_ENV: 'production' }, '24.22.3')).toBeNull();
    expect(runtimeProblem({ NODE_ENV: 'production' }, '26.0.0')).toBeNull();
  });

  it('leaves development and tests on any Node', () => {
    expect(runtimeProblem({ NODE_ENV: 'development' }, '20.20.2')).toBeNull();
    expect(runtimeProblem({ NODE_ENV: 'test' }, '20.20.2')).toBeNull();
  });
});
