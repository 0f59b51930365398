import { runSaga } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { alertError, alertSuccess, HttpError, NetworkError, registerNavigator } from '@coop/shared/core';
import { callThenAlert, loadInto } from './sagas';

const loaded = (data: unknown) => ({ type: 'loaded', payload: data });
const loadFailed = (message: string) => ({ type: 'loadFailed', payload: message });
const saved = () => ({ type: 'saved' });
const saveFailed = (message: string) => ({ type: 'saveFailed', payload: message });

/** Runs a saga to its end and hands back what it dispatched and where it navigated. */
async function run(saga: () => Generator) {
  const dispatched: UnknownAction[] = [];
  const order: string[] = [];
  const navigate = jest.fn((path: string) => order.push(`navigate ${path}`));
  registerNavigator(navigate);
  await runSaga(
    {
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        order.push(action.type);
      },
    },
    saga,
  ).toPromise();
  return { dispatched, order, navigate };
}

describe('loadInto', () => {
  it('puts what toData makes of an accepted reply', async () => {
    const { dispatched } = await run(() => loadInto({ succeeded: loaded, failed: loadFailed }, async () => ({ success: true, balance: '1500.00' }), (r) => r.balance));
    expect(dispatched).toEqual([loaded('1500.00')]);
  });

  it('puts the reply itself without toData', async () => {
    const { dispatched } = await run(() => loadInto({ succeeded: loaded, failed: loadFailed }, async () => [1, 2]));
    expect(dispatched).toEqual([loaded([1, 2])]);
  });

  it('treats a reply saying success: false as a failure with its message', async () => {
    const { dispatched } = await run(() => loadInto({ succeeded: loaded, failed: loadFailed }, async () => ({ success: false, message: 'Not allowed' })));
    expect(dispatched).toEqual([loadFailed('Not allowed')]);
  });

  it('puts the internet error when there is no reply', async () => {
    const { dispatched } = await run(() =>
      loadInto({ succeeded: loaded, failed: loadFailed }, async () => {
        throw new NetworkError();
      }),
    );
    expect(dispatched).toEqual([loadFailed('Internet Error, Please check your internet and try again')]);
  });
});

describe('callThenAlert', () => {
  const options = {
    succeeded: () => saved(),
    successMessage: 'Your card has been removed',
    failed: saveFailed,
  };

  it('puts succeeded, runs then, shows the success alert with the reply message, then navigates', async () => {
    const { order, dispatched, navigate } = await run(() =>
      callThenAlert({
        ...options,
        request: async () => ({ success: true, message: 'Card deleted' }),
        then: function* () {
          yield put({ type: 'reload' });
        },
        navigateTo: '/settings',
      }),
    );
    expect(order).toEqual(['saved', 'reload', alertSuccess.type, 'navigate /settings']);
    expect(dispatched[2]).toEqual(alertSuccess('Card deleted'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('falls back to the success message and stays put without navigateTo', async () => {
    const { dispatched, navigate } = await run(() => callThenAlert({ ...options, request: async () => ({ success: true }) }));
    expect(dispatched).toEqual([saved(), alertSuccess('Your card has been removed')]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands succeeded the message shown and the reply, and then the reply', async () => {
    const seen: unknown[] = [];
    const { dispatched } = await run(() =>
      callThenAlert({
        ...options,
        request: async () => ({ success: true, id: 4 }),
        succeeded: (message, reply) => ({ type: 'saved', payload: { message, id: reply.id } }),
        // eslint-disable-next-line require-yield -- `then` is a saga (a generator); this one only records the reply
        then: function* (reply) {
          seen.push(reply);
        },
      }),
    );
    expect(dispatched[0]).toEqual({ type: 'saved', payload: { message: 'Your card has been removed', id: 4 } });
    expect(seen).toEqual([{ success: true, id: 4 }]);
  });

  it('shows a refusal as it is said, even with messageFor, and neither succeeds nor navigates', async () => {
    const { dispatched, navigate } = await run(() =>
      callThenAlert({ ...options, request: async () => ({ success: false, message: 'Card is in use' }), navigateTo: '/settings', messageFor: () => 'other' }),
    );
    expect(dispatched).toEqual([saveFailed('Card is in use'), alertError('Card is in use')]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('words any other failure with messageFor', async () => {
    const { dispatched } = await run(() =>
      callThenAlert({
        ...options,
        request: async () => {
          throw new HttpError('Conflict', 409, {});
        },
        messageFor: (error) => `worded: ${(error as Error).message}`,
      }),
    );
    expect(dispatched).toEqual([saveFailed('worded: Conflict'), alertError('worded: Conflict')]);
  });
});
