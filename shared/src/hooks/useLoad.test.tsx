import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '@coop/shared/core';
import { useLoad } from './useLoad';

function Shown({ load, id, enabled = true }: { load: () => Promise<string>; id: string; enabled?: boolean }) {
  const state = useLoad(load, id, enabled);
  return (
    <>
      <p>{state.status === 'ready' ? state.data : state.status === 'error' ? state.message : state.status}</p>
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    </>
  );
}

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useLoad', () => {
  it('loads, shows the failure message, and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce('₦1,500.00');
    render(<Shown load={load} id="a" />);
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays idle while not enabled', () => {
    const load = jest.fn();
    render(<Shown load={load} id="a" enabled={false} />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('drops a reply that arrives after the key changed', async () => {
    const first = deferred();
    const second = deferred();
    const { rerender } = render(<Shown load={() => first.promise} id="a" />);
    rerender(<Shown load={() => second.promise} id="b" />);
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).not.toBeInTheDocument();
  });

  it("asks first, before the page's other loads (its children's included), when told to", () => {
    const asked: string[] = [];
    const loadOf = (name: string) => () => {
      asked.push(name);
      return new Promise<string>(() => {});
    };
    function Child() {
      useLoad(loadOf('todo list'), 'todo');
      return null;
    }
    function Page() {
      useLoad(loadOf('wallet balance'), 'wallet', true, { first: true });
      useLoad(loadOf('latest transactions'), 'latest');
      return <Child />;
    }
    render(<Page />);
    expect(asked).toEqual(['wallet balance', 'todo list', 'latest transactions']);
  });
});
