import { act, renderHook } from '@testing-library/react';
import { HttpError, NetworkError } from '@coop/shared/core';
import type { Proposal, ProposedReply } from '@coop/api/contract';
import { PROPOSED_FALLBACK, useProposal } from './useProposal';

const replied = (message: string): ProposedReply => ({ success: true, message, proposal: { id: 1 } as Proposal });
const BODY = { amount: '1500.00', note: 'Correction' };

describe('useProposal', () => {
  it('sends the same key again after an unknown outcome, and shows the reply once proposed', async () => {
    const send = jest.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce(replied('Proposed: credit ₦1,500.00'));
    const { result } = renderHook(() => useProposal(send));
    await act(async () => expect(await result.current.propose(BODY)).toBe(false));
    expect(result.current.error).toBe('Internet Error, Please check your internet and try again');
    await act(async () => expect(await result.current.propose(BODY)).toBe(true));
    expect(send.mock.calls[1][1]).toBe(send.mock.calls[0][1]);
    expect(result.current.message).toBe('Proposed: credit ₦1,500.00');
    expect(result.current.error).toBeNull();
  });

  it('takes a new key after a refusal and after a proposal went through', async () => {
    const send = jest.fn().mockRejectedValueOnce(new HttpError('Too large', 422, {})).mockResolvedValue(replied(''));
    const { result } = renderHook(() => useProposal(send));
    await act(async () => void (await result.current.propose(BODY)));
    expect(result.current.error).toBe('Too large');
    await act(async () => void (await result.current.propose(BODY)));
    await act(async () => void (await result.current.propose(BODY)));
    const [first, second, third] = send.mock.calls.map(([, key]) => key);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(result.current.message).toBe(PROPOSED_FALLBACK);
  });

  it('forgets the error when dismissed', async () => {
    const send = jest.fn().mockRejectedValue(new HttpError('Too large', 422, {}));
    const { result } = renderHook(() => useProposal(send));
    await act(async () => void (await result.current.propose(BODY)));
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });
});
