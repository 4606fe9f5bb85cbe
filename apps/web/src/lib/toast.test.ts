import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, notify, subscribeToToasts } from './toast';

describe('notify', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    notify.success('Tersimpan');
    notify.error('Gagal menyimpan');
    expect(getToasts().map(({ kind, message }) => [kind, message])).toEqual([['error', 'Gagal menyimpan']]);
  });

  it('puts the server’s reason under a failure', () => {
    notify.failure(new Error('x'), 'Gagal menyimpan');
    expect(getToasts()[0]).toMatchObject({ kind: 'error', message: 'Gagal menyimpan' });
  });

  it('dismissSuccess takes away a "saved" toast but not an error shown since', () => {
    notify.success('Tersimpan');
    notify.dismissSuccess();
    expect(getToasts()).toEqual([]);
    notify.success('Tersimpan');
    notify.error('Nama wajib diisi');
    notify.dismissSuccess();
    expect(getToasts().map((toast) => toast.message)).toEqual(['Nama wajib diisi']);
  });

  it('tells subscribers, and a closed toast is gone', () => {
    let calls = 0;
    const stop = subscribeToToasts(() => calls++);
    const id = notify.info('Info');
    dismissToast(id);
    stop();
    notify.info('Tidak terdengar');
    expect(calls).toBe(2);
    expect(getToasts().map((toast) => toast.message)).toEqual(['Tidak terdengar']);
  });
});
