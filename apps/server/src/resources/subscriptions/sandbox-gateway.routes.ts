import { Hono } from 'hono';
import { BadRequestError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { readFormFields } from '../../http/read-form';
import type { SandboxPaymentProvider } from '../../providers/payment/sandbox';
import { sandboxMissingPage, sandboxPayPage, sandboxResultPage } from './sandbox-page';

// GET/POST /api/payments/sandbox/pay/{id}: the built-in gateway's payment page. 'Bayar' and
// 'Batalkan' make the sandbox send its callback, exactly as Xendit's servers would; 'Kirim ulang
// notifikasi' sends a settled invoice's callback again, as a gateway retrying it does.
export function sandboxGatewayRoutes(sandbox: SandboxPaymentProvider) {
  const app = new Hono<AppEnv>();
  app.use('/pay/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/pay/:id', (c) => {
    const invoice = sandbox.find(c.req.param('id'));
    if (!invoice) return c.html(sandboxMissingPage(), 404);
    return c.html(sandboxPayPage(invoice, c.req.path));
  });
  app.post('/pay/:id', async (c) => {
    const id = c.req.param('id');
    if (!sandbox.find(id)) return c.html(sandboxMissingPage(), 404);
    const { action } = await readFormFields(c, 8);
    if (action === 'resend') return c.html(sandboxPayPage(await sandbox.resend(id), c.req.path, true));
    if (action !== 'pay' && action !== 'cancel')
      throw new BadRequestError('action must be pay, cancel or resend');
    const invoice = await sandbox.settle(id, action === 'pay' ? 'PAID' : 'EXPIRED');
    return c.html(sandboxResultPage(invoice));
  });
  return app;
}
