import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_SSO_SESSION_HOURS } from '@rumo/shared/sso/contracts';
import { type SamlConfigBody, samlConfigBodySchema, samlMessages } from '@rumo/shared/sso/saml';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveSaml } from '../api/use-saml';

type Source = 'xml' | 'url';
interface Values {
  metadataXml: string;
  metadataUrl: string;
  sessionHours: number;
  enabled: boolean;
}

const bodyOf = (values: Values, source: Source): SamlConfigBody => ({
  enabled: values.enabled,
  sessionHours: values.sessionHours,
  ...(source === 'xml' ? { metadataXml: values.metadataXml } : { metadataUrl: values.metadataUrl }),
});

/** The IdP's metadata, pasted or by URL (the API fetches and reads it). */
export function SamlMetadataForm({
  current,
  onDone,
}: {
  current?: { enabled: boolean; sessionHours: number } | undefined;
  onDone?: (() => void) | undefined;
}) {
  const save = useSaveSaml();
  const [source, setSource] = useState<Source>('xml');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      metadataXml: '',
      metadataUrl: '',
      sessionHours: current?.sessionHours ?? DEFAULT_SSO_SESSION_HOURS,
      enabled: current?.enabled ?? true,
    },
    validate: (values) => {
      const field = source === 'xml' ? 'metadataXml' : 'metadataUrl';
      if (!values[field].trim()) return { [field]: samlMessages.metadataRequired };
      return zod4Resolver(samlConfigBodySchema, { errorPriority: 'first' })(bodyOf(values, source));
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(bodyOf(values, source));
      showToast({ severity: 'success', summary: samlMessages.saved });
      form.reset();
      onDone?.();
    } catch (error) {
      setFormError(applyApiErrors(form, error, ['metadataXml', 'metadataUrl', 'sessionHours']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Metadados do provedor SAML">
      <Stack gap="sm">
        <FormAlert message={formError} />
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value as Source)}
          aria-label="Como informar os metadados do provedor"
          data={[
            { value: 'xml', label: 'Colar o XML' },
            { value: 'url', label: 'Informar a URL' },
          ]}
        />
        {source === 'xml' ? (
          <Textarea
            label="XML de metadados do provedor (IdP)"
            description="No provedor, baixe ou copie os metadados SAML do app do Rumo e cole aqui."
            autosize
            minRows={4}
            maxRows={10}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...form.getInputProps('metadataXml')}
          />
        ) : (
          <TextInput
            label="URL dos metadados do provedor (IdP)"
            placeholder="https://suaempresa.okta.com/app/.../sso/saml/metadata"
            autoComplete="off"
            {...form.getInputProps('metadataUrl')}
          />
        )}
        <NumberInput
          label="Duração da sessão (horas)"
          min={1}
          max={720}
          allowDecimal={false}
          style={{ maxWidth: '14rem' }}
          {...form.getInputProps('sessionHours')}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Salvar login SAML
          </Button>
          {onDone && (
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
