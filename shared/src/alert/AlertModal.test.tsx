import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { AlertModal } from './AlertModal';
import { alertContinue, alertError, alertInfo, alertSuccess, selectAlert } from '@coop/shared/core';
import { createInjectableStore } from '@coop/shared/core';

function setup() {
  const store = createInjectableStore();
  const reload = jest.fn();
  render(
    <Provider store={store}>
      <AlertModal reload={reload} />
    </Provider>,
  );
  return { store, reload };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('AlertModal', () => {
  it('closes an error after 8000 ms and not before', () => {
    jest.useFakeTimers();
    const { store } = setup();
    act(() => {
      store.dispatch(alertError('Insufficient balance'));
    });
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Insufficient balance');
    act(() => {
      jest.advanceTimersByTime(7999);
    });
    expect(selectAlert(store.getState()).open).toBe(true);
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(selectAlert(store.getState()).open).toBe(false);
    expect(screen.queryByText('Insufficient balance')).not.toBeInTheDocument();
  });

  it('restarts the 8 s for a repeated error', () => {
    jest.useFakeTimers();
    const { store } = setup();
    act(() => {
      store.dispatch(alertError('Try again'));
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    act(() => {
      store.dispatch(alertError('Try again'));
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(selectAlert(store.getState()).open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(selectAlert(store.getState()).open).toBe(false);
  });

  it('closes a continue alert after 8 s', () => {
    jest.useFakeTimers();
    const { store } = setup();
    act(() => {
      store.dispatch(alertContinue('Enter your withdrawal PIN'));
    });
    act(() => {
      jest.advanceTimersByTime(7999);
    });
    expect(selectAlert(store.getState()).open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(selectAlert(store.getState()).open).toBe(false);
  });

  it('keeps a success alert open and reloads the page when it is dismissed', async () => {
    jest.useFakeTimers();
    const { store, reload } = setup();
    act(() => {
      store.dispatch(alertSuccess('Saved'));
    });
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(selectAlert(store.getState()).open).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(selectAlert(store.getState()).open).toBe(false);
  });

  it('does not reload when an error or info alert is dismissed', async () => {
    const { store, reload } = setup();
    act(() => {
      store.dispatch(alertInfo('Heads up'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => {
      store.dispatch(alertError('Nope'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
