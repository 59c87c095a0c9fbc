import type { FastifyInstance } from 'fastify';
import { renderBoletoPdf } from '../../boleto/pdf.js';
import type { SimBeneficiary } from '../billets.js';
import type { SimContext } from '../context.js';
import { SimError } from '../errors.js';

/**
 * The payer's boleto PDF, at the `link`, `billet_link` and `pdf.charge` of a boleto charge.
 * Public, as Efí's are (the payer opens them from an e-mail): the key in the path is random.
 */
export function boletoRoutes(app: FastifyInstance, ctx: SimContext, beneficiary: SimBeneficiary) {
  const { state } = ctx.store;

  const serve = async (key: string) => {
    const charge = Object.values(state.charges).find((c) => c.boleto?.key === key);
    const boleto = charge?.boleto;
    const sub = charge ? state.subscriptions[charge.subscription_id] : undefined;
    if (!charge || !boleto || !sub) {
      throw new SimError(404, 3500010, 'property_does_not_exists', 'Boleto não encontrado.');
    }
    const company = sub.customer.juridical_person;
    return renderBoletoPdf({
      beneficiary,
      payer: company
        ? { name: company.corporate_name, document: company.cnpj }
        : { name: sub.customer.name ?? '', document: sub.customer.cpf ?? '' },
      amount: charge.total,
      dueDate: boleto.expire_at,
      barcode: boleto.barcode,
      line: boleto.line,
      pix: boleto.pix,
      reference: String(charge.charge_id),
      message: sub.billet?.message ?? null,
    });
  };

  for (const path of ['/boleto/:key', '/boleto/:key/pdf']) {
    app.get(path, async (request, reply) => {
      const { key } = request.params as { key: string };
      const pdf = await serve(key);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="boleto-${key.slice(0, 8)}.pdf"`)
        .send(pdf);
    });
  }
}
