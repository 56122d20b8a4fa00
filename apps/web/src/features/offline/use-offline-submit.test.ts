import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { useOfflineSubmit } from './use-offline-submit.ts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('useOfflineSubmit', () => {
  it('sends at once when online', async () => {
    const { result } = renderHook(() => useOfflineSubmit());
    const send = vi.fn().mockResolvedValue('ENQ-1');
    await act(async () => expect(await result.current.run(send)).toBe('ENQ-1'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('idle');
  });

  it('holds the enquiry while offline and sends it once when the connection is back', async () => {
    setOnline(false);
    const { result } = renderHook(() => useOfflineSubmit());
    const send = vi.fn().mockResolvedValue('ENQ-2');
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.run(send);
    });
    await waitFor(() => expect(result.current.state).toBe('held'));
    expect(send).not.toHaveBeenCalled();
    await act(async () => setOnline(true));
    await expect(sent).resolves.toBe('ENQ-2');
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.state).toBe('idle'));
  });

  it('holds after the connection drops mid-request and tries again; other failures are the caller’s', async () => {
    const { result } = renderHook(() => useOfflineSubmit());
    const send = vi
      .fn()
      .mockImplementationOnce(async () => {
        setOnline(false);
        throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      })
      .mockResolvedValueOnce('ENQ-3');
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.run(send);
    });
    await waitFor(() => expect(result.current.state).toBe('held'));
    await act(async () => setOnline(true));
    await expect(sent).resolves.toBe('ENQ-3');
    expect(send).toHaveBeenCalledTimes(2);

    // With the browser online, a failed request is the form's to show (it keeps its key for the retry).
    const dropped = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
    await act(async () => {
      await expect(result.current.run(dropped)).rejects.toThrow('Failed to fetch');
    });
    expect(dropped).toHaveBeenCalledTimes(1);

    const refused = vi.fn().mockRejectedValue(new ApiError(422, 'UNPROCESSABLE_ENTITY', 'No'));
    await act(async () => {
      await expect(result.current.run(refused)).rejects.toThrow('No');
    });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
