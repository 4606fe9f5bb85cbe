import type { AnyRowSection } from '@webku/contract';
import { ROW_SECTIONS } from '@webku/sections/definitions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, openAdmin, useAdminSite } from './support/admin';
import { englishSweep } from './support/english-sweep';

// Every admin screen, tab and dialog is Indonesian, apart from the English texts on the allow-list.
const ctx = useAdminSite('Warung Sweep');

async function expectIndonesian(
  page: Page,
  where: string,
  open: (sweep: ReturnType<typeof englishSweep>) => Promise<void>,
) {
  const sweep = englishSweep();
  await open(sweep);
  expect(sweep.report(), `English words on ${where}`).toEqual([]);
  await page.context().close();
}

async function openAndClose(
  page: Page,
  button: RegExp | string,
  title: RegExp | string,
  check: (where: string) => Promise<void>,
) {
  await page.getByRole('button', { name: button }).first().click();
  const box = dialog(page, title);
  await box.waitFor();
  await check(String(title));
  await box.getByRole('button', { name: 'Batal' }).click();
  await box.waitFor({ state: 'detached' });
}

// A row the section's input rules take: a sample value in each required field.
function sampleRow(section: AnyRowSection): Record<string, unknown> {
  const samples: Record<string, unknown> = {
    text: 'Contoh',
    longText: 'Contoh isi',
    image: '/uploads/contoh.webp',
  };
  return Object.fromEntries(
    Object.entries(section.fields)
      .filter(([, field]) => field.required)
      .map(([key, field]) => [key, samples[field.kind] ?? section.emptyValues[key]]),
  );
}

describe('admin screens speak Indonesian', () => {
  it('data and backups, with the account deletion confirmation', async () => {
    const page = await openAdmin(ctx, 'data');
    await expectIndonesian(page, 'data', async (sweep) => {
      await page.getByRole('heading', { name: 'Riwayat perubahan' }).waitFor();
      await sweep.check(page, 'data');
      await page.getByLabel(/untuk mengonfirmasi/).fill(ctx.owner.slug);
      await openAndClose(page, 'Hapus akun', 'Hapus akun selamanya?', (where) => sweep.check(page, where));
    });
  });

  it('dashboard, and the phone menu', async () => {
    const page = await openAdmin(ctx, '', 390);
    await expectIndonesian(page, 'dashboard', async (sweep) => {
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await sweep.check(page, 'dashboard (390)');
      await page.getByRole('button', { name: 'Buka menu admin' }).click();
      await page.getByRole('dialog', { name: 'Menu admin' }).waitFor();
      await sweep.check(page, 'phone menu');
    });
  });

  it('hero, with its image picker', async () => {
    const page = await openAdmin(ctx, 'hero');
    await expectIndonesian(page, 'hero', async (sweep) => {
      await page.getByLabel('Nama Toko').waitFor();
      await sweep.check(page, 'hero');
      await page.getByRole('button', { name: 'Pilih gambar' }).first().click();
      await dialog(page, 'Pilih gambar').waitFor();
      await sweep.check(page, 'image picker');
    });
  });

  it('menu: section settings, lists, add/edit dialogs, a validation error and the delete confirmation', async () => {
    const page = await openAdmin(ctx, 'menu');
    await expectIndonesian(page, 'menu', async (sweep) => {
      await page.getByRole('heading', { name: /Kategori/ }).waitFor();
      await page.getByRole('button', { name: /Pengaturan Bagian/ }).click();
      await sweep.check(page, 'menu');
      const check = (where: string) => sweep.check(page, `menu › ${where}`);
      await openAndClose(page, 'Tambah kategori', 'Tambah kategori', check);
      await openAndClose(page, /^Ubah /, 'Ubah kategori', check);
      await page.getByRole('button', { name: 'Tambah item' }).click();
      const item = dialog(page, 'Tambah item menu');
      await item.getByRole('button', { name: 'Simpan' }).click();
      await item.getByText('Nama wajib diisi').waitFor();
      await check('item dialog with errors');
      await item.getByRole('button', { name: 'Batal' }).click();
      await page
        .getByRole('button', { name: /^Hapus /, disabled: false })
        .last()
        .click();
      await dialog(page, 'Hapus item menu?').waitFor();
      await check('delete confirmation');
    });
  });

  it.each([
    ['merchandise', 'Tambah merchandise', 'Ubah merchandise', 'Hapus merchandise?'],
    ['news', 'Tulis artikel', 'Ubah artikel', 'Hapus artikel?'],
    ['stores', 'Tambah toko', 'Ubah toko', 'Hapus toko?'],
  ])(
    '%s: list, section settings, add/edit dialogs and the delete confirmation',
    async (sub, add, edit, remove) => {
      const page = await openAdmin(ctx, sub);
      await expectIndonesian(page, sub, async (sweep) => {
        await page.getByRole('button', { name: add }).first().waitFor();
        await page.getByRole('button', { name: /Pengaturan Bagian/ }).click();
        await sweep.check(page, sub);
        const check = (where: string) => sweep.check(page, `${sub} › ${where}`);
        await openAndClose(page, add, add, check);
        await openAndClose(page, /^Ubah /, edit, check);
        await page
          .getByRole('button', { name: /^Hapus / })
          .first()
          .click();
        await dialog(page, remove).waitFor();
        await check('delete confirmation');
      });
    },
  );

  it.each(ROW_SECTIONS.map((section) => [section.key, section] as const))(
    '%s: empty list, section settings, the add dialog with its errors, a row and its delete confirmation',
    async (key, section) => {
      const page = await openAdmin(ctx, key);
      await expectIndonesian(page, key, async (sweep) => {
        const check = (where: string) => sweep.check(page, `${key} › ${where}`);
        await page.getByText(`Belum ada ${section.noun}`).waitFor();
        await page.getByRole('button', { name: /Pengaturan Bagian/ }).click();
        await check('empty list and settings');
        await page
          .getByRole('button', { name: `Tambah ${section.noun}` })
          .first()
          .click();
        const add = dialog(page, `Tambah ${section.noun}`);
        await add.getByRole('button', { name: 'Simpan' }).click();
        await add
          .getByText(/wajib diisi/)
          .first()
          .waitFor();
        await check('add dialog with errors');
        await add.getByRole('button', { name: 'Batal' }).click();
        const created = await fetch(`${ctx.t.url}/api/admin/${key}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ctx.owner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(sampleRow(section)),
        });
        expect(created.status).toBe(201);
        await page.reload();
        await page
          .getByRole('button', { name: /^Hapus / })
          .first()
          .click();
        await dialog(page, `Hapus ${section.noun}?`).waitFor();
        await check('list and delete confirmation');
      });
    },
  );

  it('footer', async () => {
    const page = await openAdmin(ctx, 'footer');
    await expectIndonesian(page, 'footer', async (sweep) => {
      await page.getByLabel('Telepon').waitFor();
      await sweep.check(page, 'footer');
    });
  });

  it('web settings: all five tabs', async () => {
    const page = await openAdmin(ctx, 'web-settings');
    await expectIndonesian(page, 'web settings', async (sweep) => {
      for (const tab of ['General', 'Navigation', 'SEO', 'Template', 'Legal']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await sweep.check(page, `web settings › ${tab}`);
      }
    });
  });

  it('section settings: all three tabs', async () => {
    const page = await openAdmin(ctx, 'section-settings');
    await expectIndonesian(page, 'section settings', async (sweep) => {
      for (const tab of ['Menu Section', 'Merchandise Section', 'News Section']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await sweep.check(page, `section settings › ${tab}`);
      }
    });
  });

  it('booking', async () => {
    const page = await openAdmin(ctx, 'booking');
    await expectIndonesian(page, 'booking', async (sweep) => {
      await page.getByLabel('Jumlah tempat sekaligus').waitFor();
      await page.getByText('Belum ada permintaan booking').waitFor();
      await sweep.check(page, 'booking');
    });
  });

  it('team and stock', async () => {
    await ctx.owner.api.post('/admin/team/invitations', { email: 'kasir@contoh.id', role: 'cashier' });
    const team = await openAdmin(ctx, 'tim');
    await expectIndonesian(team, 'team', async (sweep) => {
      await team.getByText('Diundang sebagai Kasir').waitFor();
      await team.getByRole('list', { name: 'Catatan aktivitas' }).waitFor();
      await sweep.check(team, 'team');
    });
    const stock = await openAdmin(ctx, 'stok');
    await expectIndonesian(stock, 'stock', async (sweep) => {
      await stock.getByRole('list', { name: 'Menu' }).waitFor();
      await sweep.check(stock, 'stock');
    });
  });

  it('image library', async () => {
    const page = await openAdmin(ctx, 'assets');
    await expectIndonesian(page, 'image library', async (sweep) => {
      await page.getByRole('heading', { name: 'Pustaka Gambar' }).waitFor();
      await sweep.check(page, 'image library');
    });
  });

  it('custom domain and hosting: subscription, plans, checkout, an unknown invoice and an unknown admin page', async () => {
    const plans = (await (await fetch(`${ctx.t.url}/api/subscriptions/plans`)).json()) as {
      data: { id: number }[];
    };
    const page = await openAdmin(ctx, 'subscriptions');
    await expectIndonesian(page, 'subscriptions', async (sweep) => {
      await page.getByText('Tidak ada langganan aktif').waitFor();
      await sweep.check(page, 'subscriptions');
      const admin = `${ctx.t.url}/${ctx.owner.slug}/admin`;
      for (const [sub, ready] of [
        ['subscription-plans', 'Paket Domain & Hosting'],
        [`subscription-plans/${plans.data[0]?.id}/on-board-checkout`, 'Cek Domain'],
        ['subscriptions/invoices/987654/status', 'Invoice tidak ditemukan'],
        ['tidak-ada', 'Oops! Page not found'],
      ] as const) {
        await page.goto(`${admin}/${sub}`);
        await page.getByText(ready).first().waitFor();
        await sweep.check(page, sub);
      }
    });
  });
});
