import { Accordion, Stack, Text, Title } from '@mantine/core';
import classes from './checkout.module.css';

interface Question {
  value: string;
  question: string;
  answer: string;
}

function questions(trialDays: number | null): Question[] {
  const trial =
    trialDays && trialDays > 0
      ? `Sim. Crie uma conta grátis e use o Rumo por ${trialDays} dias com todos os recursos, sem cartão de crédito. Quando quiser continuar, assine um plano em Configurações › Assinatura.`
      : 'Sim. Crie uma conta grátis e experimente o Rumo com todos os recursos, sem cartão de crédito. Quando quiser continuar, assine um plano em Configurações › Assinatura.';
  return [
    { value: 'teste', question: 'Posso testar antes de assinar?', answer: trial },
    {
      value: 'cancelar',
      question: 'Posso cancelar quando quiser?',
      answer:
        'Sim, não há fidelidade nem multa. Cancele em Configurações › Assinatura: sua empresa continua com acesso até o fim do período já pago e nada mais é cobrado.',
    },
    {
      value: 'pagamento',
      question: 'Como é feito o pagamento?',
      answer:
        'No cartão de crédito (Visa, Mastercard, American Express, Elo ou Hipercard), com cobrança recorrente mensal ou anual processada pela Efí Pay. Os dados do cartão são criptografados no seu navegador e não passam pelos servidores do Rumo.',
    },
    {
      value: 'mudar',
      question: 'Posso mudar de plano depois?',
      answer:
        'Sim. Em Configurações › Assinatura você troca de plano a qualquer momento; o novo valor vale a partir da próxima cobrança.',
    },
    {
      value: 'comprovantes',
      question: 'Vocês emitem nota fiscal?',
      answer:
        'Sim. Cada pagamento confirmado gera uma nota fiscal de serviço eletrônica (NFS-e) em nome do CNPJ ou CPF informado na compra. Assim que é emitida, a nota é enviada por e-mail aos administradores da empresa, e o PDF e o XML de cada nota ficam no histórico de pagamentos em Configurações › Assinatura, onde também dá para corrigir os dados da nota antes da próxima cobrança.',
    },
  ];
}

/** The questions people ask before buying. */
export function PlansFaq({ trialDays }: { trialDays: number | null }) {
  return (
    <Stack gap="md" mt={64} maw={760} mx="auto" component="section" aria-labelledby="faq-title">
      <Title order={2} fz={{ base: 24, sm: 28 }} ta="center" id="faq-title">
        Perguntas frequentes
      </Title>
      <Accordion variant="separated" radius="md" classNames={{ item: classes.faqItem }}>
        {questions(trialDays).map((item) => (
          <Accordion.Item key={item.value} value={item.value}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
