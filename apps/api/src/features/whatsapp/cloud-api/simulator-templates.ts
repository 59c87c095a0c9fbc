/**
 * The templates the simulator knows as approved, with their body text ({{1}}… are the
 * parameters): the same ones docs/integrations/whatsapp.md asks to submit to Meta.
 */
export const SIMULATED_TEMPLATES: Record<string, string> = {
  rumo_codigo_verificacao:
    '*{{1}}* é o seu código de verificação. Para sua segurança, não compartilhe este código.',
  rumo_lembrete_checkin:
    'Olá, {{1}}! Hora do check-in no Rumo: {{2}} resultado(s)-chave aguardam você ({{3}}). Responda aqui, por exemplo: "vendas 72, confiança média, fechamos 3 contratos".',
};

export function renderTemplate(name: string, parameters: string[]): string {
  const body = SIMULATED_TEMPLATES[name] ?? name;
  return body.replace(
    /\{\{(\d+)\}\}/g,
    (_all, index: string) => parameters[Number(index) - 1] ?? '',
  );
}
