import {
  Alert,
  Button,
  Container,
  Grid,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema } from '@rumo/shared/auth/fields';
import { billingMessages, type CheckoutResult } from '@rumo/shared/billing/contracts';
import { brazilianDay, formatBrl } from '@rumo/shared/billing/money';
import type { PaymentMethod } from '@rumo/shared/billing/payment-method';
import type { PublicPlan } from '@rumo/shared/billing/plans';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AddressFields } from '../../../components/address/address-fields';
import { PageLoader } from '../../../components/page-loader';
import { useBillingConfig } from '../../../components/payment/billing-config-query';
import {
  type CardTokenizer,
  createCardTokenizer,
} from '../../../components/payment/card-tokenizer';
import { MethodChoice } from '../../../components/payment/methods/method-choice';
import type { CheckoutContext } from '../../../components/payment/methods/method-module';
import {
  paymentMethodModules,
  suggestedPaymentMethod,
} from '../../../components/payment/methods/payment-methods';
import { usePlans } from '../../../components/payment/plans-query';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { isAdmin, isAuthenticated, useSession } from '../../../lib/session-store';
import { useCompanyTrial } from '../api/get-company-trial';
import { recordCheckoutLead } from '../api/record-checkout-lead';
import {
  type CheckoutFormValues,
  checkoutFormSchema,
  EMPTY_CHECKOUT,
} from '../checkout-form-model';
import { BuyerFields } from '../components/buyer-fields';
import classes from '../components/checkout.module.css';
import { type PayAlert, PayAlertView, Section } from '../components/checkout-parts';
import { OrderSummary } from '../components/order-summary';
import { firstChargeDay, intervalSuffix } from '../plan-pricing';
import { useCheckoutPayment } from '../use-checkout-payment';

/** Where the thank-you page finds the purchase without asking the API again. */
export interface ThankYouState {
  result: CheckoutResult;
}

/** The plan a visitor arrives with: `?plano=`, else the highlighted monthly one. */
function initialPlan(plans: readonly PublicPlan[], requested: string | null) {
  if (requested) return plans.find((plan) => plan.id === requested) ?? null;
  return (
    plans.find((plan) => plan.highlighted && plan.interval === 'monthly') ??
    plans.find((plan) => plan.interval === 'monthly') ??
    plans[0] ??
    null
  );
}

/** API issue paths (`body.buyer.email`, `buyer/email`) to the form's own paths. */
function applyIssues(
  form: { setFieldError: (path: string, error: string) => void },
  error: unknown,
) {
  if (!isApiError(error)) return;
  for (const issue of error.issues) {
    const path = issue.path
      .split(/[./]/)
      .filter(Boolean)
      .filter((segment, index) => !(index === 0 && segment === 'body'))
      .join('.');
    if (/^(planId|buyer\.\w+|address\.\w+)$/.test(path)) form.setFieldError(path, issue.message);
  }
}

function focusFirstInvalidField() {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  });
}

/**
 * /checkout: buyer, billing address and the payment rail (card or boleto), each rail's panel and
 * wording from its module; a card is tokenized before Rumo's API.
 */
export default function CheckoutPage() {
  const plans = usePlans();
  const config = useBillingConfig();
  const { user } = useSession();
  const signedIn = isAuthenticated(user);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPlan = searchParams.get('plano');
  const withCompany = !signedIn;

  const tokenizerState = useMemo((): { tokenizer: CardTokenizer | null; error: unknown } => {
    if (!config.data) return { tokenizer: null, error: null };
    try {
      return { tokenizer: createCardTokenizer(config.data), error: null };
    } catch (error) {
      return { tokenizer: null, error };
    }
  }, [config.data]);

  const schema = useMemo(
    () => checkoutFormSchema({ withCompany, luhn: config.data?.mode === 'efi' }),
    [withCompany, config.data?.mode],
  );
  const form = useForm<CheckoutFormValues>({
    initialValues: {
      ...EMPTY_CHECKOUT,
      buyer: signedIn
        ? { ...EMPTY_CHECKOUT.buyer, name: user.name, email: user.email }
        : EMPTY_CHECKOUT.buyer,
    },
    validate: schemaValidator<CheckoutFormValues>(schema),
    validateInputOnBlur: true,
  });
  const payment = useCheckoutPayment({
    tokenizer: tokenizerState.tokenizer,
    signedIn,
    withCompany,
  });
  const [alert, setAlert] = useState<PayAlert | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const leadsSent = useRef(new Set<string>());

  // Once the plans arrive, the form takes the plan of the link (or the suggested one).
  const planList = plans.data ?? [];
  const [planMissing, setPlanMissing] = useState(false);
  const planInitialised = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the plans load
  useEffect(() => {
    if (!plans.data || planInitialised.current) return;
    planInitialised.current = true;
    const plan = initialPlan(plans.data, requestedPlan);
    if (plan) form.setFieldValue('planId', plan.id);
    setPlanMissing(Boolean(requestedPlan) && !plan);
  }, [plans.data]);

  // A CNPJ suggests boleto (a company's finance pays that way) until the buyer picks a rail.
  const methodChosen = useRef(false);
  const buyerDocument = form.values.buyer.document;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the document only
  useEffect(() => {
    if (methodChosen.current) return;
    const suggested = suggestedPaymentMethod(buyerDocument);
    if (form.values.paymentMethod !== suggested) form.setFieldValue('paymentMethod', suggested);
  }, [buyerDocument]);
  const chooseMethod = (method: PaymentMethod) => {
    methodChosen.current = true;
    form.setFieldValue('paymentMethod', method);
    setAlert(null);
  };
  const rail = paymentMethodModules[form.values.paymentMethod];

  const selectedPlan = planList.find((plan) => plan.id === form.values.planId) ?? null;
  const companyTrial = useCompanyTrial(signedIn && isAdmin(user));
  const firstChargeAt = firstChargeDay({
    plan: selectedPlan,
    signedIn,
    trialEndsAt: companyTrial.data ?? null,
    now: new Date(),
  });

  const changePlan = (planId: string) => {
    form.setFieldValue('planId', planId);
    setPlanMissing(false);
    const next = new URLSearchParams(searchParams);
    next.set('plano', planId);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [alert]);

  const recordLead = () => {
    if (signedIn) return;
    const parsed = emailSchema.safeParse(form.values.buyer.email);
    if (!parsed.success) return;
    const lead = {
      email: parsed.data,
      name: form.values.buyer.name.trim() || undefined,
      company: form.values.buyer.company.trim() || undefined,
      planId: selectedPlan?.id,
    };
    // Sent again when the name or the company typed after the e-mail changes what sales see.
    const key = JSON.stringify([lead.email, lead.name, lead.company]);
    if (leadsSent.current.has(key)) return;
    leadsSent.current.add(key);
    void recordCheckoutLead(lead);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    const outcome = await payment.pay(values);
    switch (outcome.kind) {
      case 'paid': {
        const state: ThankYouState = { result: outcome.result };
        navigate(`${paths.thankYou}?pedido=${encodeURIComponent(outcome.result.id)}`, { state });
        return;
      }
      case 'refused':
        // Everything typed stays; only the CVV is asked again for the next attempt.
        form.setFieldValue('card.cvv', '');
        setAlert({ kind: 'refused', message: outcome.message });
        return;
      case 'cardInvalid':
        setAlert({ kind: 'cardInvalid', message: outcome.message });
        return;
      case 'emailTaken':
        form.setFieldError('buyer.email', 'Já existe uma conta com este e-mail.');
        setAlert({ kind: 'emailTaken', message: outcome.message });
        return;
      case 'failed':
        applyIssues(form, outcome.error);
        setAlert({ kind: 'failed', message: outcome.message });
        return;
      case 'busy':
        return;
    }
  }, focusFirstInvalidField);

  if (plans.isPending) return <PageLoader />;

  if (signedIn && !isAdmin(user)) {
    return (
      <Container size="sm" py={{ base: 'xl', sm: 64 }}>
        <Title order={1} fz={{ base: 28, sm: 34 }} mb="md">
          Finalizar assinatura
        </Title>
        <Alert
          color="blue"
          variant="light"
          role="status"
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          Somente administradores assinam pela empresa. Peça a um administrador da{' '}
          {user.company || 'sua empresa'} para assinar em Configurações › Assinatura.
        </Alert>
        <Button component={Link} to={paths.dashboard} mt="lg">
          Voltar ao Rumo
        </Button>
      </Container>
    );
  }

  const pending = payment.pending;
  const checkoutUrl = `${location.pathname}${location.search}`;
  const context: CheckoutContext = {
    priceCents: selectedPlan?.priceCents ?? null,
    interval: selectedPlan?.interval ?? null,
    firstChargeAt,
    trialDays: signedIn ? 0 : (selectedPlan?.trialDays ?? 0),
    signedIn,
    today: brazilianDay(new Date()),
  };
  const railUnavailable = rail.tokenizes && !tokenizerState.tokenizer;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          Finalizar assinatura
        </Title>
        <Text c="dimmed">
          {signedIn
            ? `Assinatura para ${user.company || 'a sua empresa'}. Você continua com o mesmo acesso.`
            : rail.checkoutIntro}
        </Text>
      </Stack>
      {plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Finalizar assinatura">
          <Grid gap={{ base: 'lg', md: 'xl' }} align="flex-start">
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              {planMissing && (
                <Alert color="orange" variant="light" mb="md" role="alert">
                  {billingMessages.planUnavailable}
                </Alert>
              )}
              <OrderSummary
                plans={planList}
                plan={selectedPlan}
                onPlanChange={changePlan}
                planError={typeof form.errors.planId === 'string' ? form.errors.planId : null}
                company={signedIn ? user.company || null : null}
                firstChargeAt={firstChargeAt}
                rail={rail}
                disabled={pending}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              <Stack gap="lg">
                <Section
                  id="dados-titulo"
                  title={signedIn ? 'Seus dados' : 'Seus dados e da empresa'}
                >
                  <BuyerFields form={form} withCompany={withCompany} onContactBlur={recordLead} />
                </Section>
                <Section id="endereco-titulo" title="Endereço de cobrança">
                  <AddressFields form={form} />
                </Section>
                <Section id="pagamento-titulo" title="Forma de pagamento">
                  <Stack gap="lg">
                    <MethodChoice
                      value={form.values.paymentMethod}
                      onChange={chooseMethod}
                      disabled={pending}
                    />
                    {rail.tokenizes && config.isError ? (
                      <QueryError error={config.error} onRetry={() => void config.refetch()} />
                    ) : (
                      <rail.CheckoutPanel
                        form={form}
                        sandbox={config.data?.mode === 'simulator'}
                        context={context}
                      />
                    )}
                  </Stack>
                </Section>
                {/* Bots fill every field; people never see this one. */}
                <div aria-hidden="true" className={classes.honeypot}>
                  <TextInput
                    label="Site"
                    tabIndex={-1}
                    autoComplete="off"
                    {...form.getInputProps('website')}
                  />
                </div>
                <div ref={alertRef}>
                  {alert && <PayAlertView alert={alert} checkoutUrl={checkoutUrl} />}
                  {rail.tokenizes && tokenizerState.error ? (
                    <Alert color="red" variant="light" role="alert">
                      {billingMessages.providerUnavailable}
                    </Alert>
                  ) : null}
                </div>
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  disabled={pending || railUnavailable}
                  aria-busy={pending || undefined}
                  leftSection={
                    pending ? (
                      <Loader size="xs" color="currentColor" aria-hidden />
                    ) : (
                      <IconLock size={18} aria-hidden />
                    )
                  }
                >
                  {pending ? rail.pendingLabel : rail.submitLabel(context)}
                </Button>
                {selectedPlan && !pending && (
                  <Text size="xs" c="dimmed" ta="center">
                    {rail.consent({
                      ...context,
                      priceLabel: `${formatBrl(selectedPlan.priceCents)}${intervalSuffix[selectedPlan.interval]}`,
                    })}
                  </Text>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </form>
      )}
    </Container>
  );
}
