import { SCIM_MAX_COUNT, SCIM_SCHEMAS } from '@rumo/shared/scim/resources';

/** The discovery documents of RFC 7644 §4: what this service provider supports. */

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/app/configuracoes?aba=seguranca`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Token SCIM',
        description:
          'Token criado em Configurações › Segurança, enviado como Authorization: Bearer.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  const type = (name: 'User' | 'Group', schema: string, extensions: object[] = []) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    id: name,
    name,
    endpoint: `/${name}s`,
    description: name === 'User' ? 'Pessoas da empresa' : 'Times da empresa',
    schema,
    schemaExtensions: extensions,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${name}` },
  });
  return [type('User', SCIM_SCHEMAS.user), type('Group', SCIM_SCHEMAS.group)];
}

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
}

const attribute = ({ multiValued = false, required = false, ...rest }: Attribute): object => ({
  multiValued,
  required,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...rest,
  ...(rest.subAttributes ? { subAttributes: rest.subAttributes.map(attribute) } : {}),
});

const userAttributes: Attribute[] = [
  { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
  {
    name: 'name',
    type: 'complex',
    subAttributes: [
      { name: 'formatted', type: 'string' },
      { name: 'givenName', type: 'string' },
      { name: 'familyName', type: 'string' },
    ],
  },
  { name: 'displayName', type: 'string' },
  { name: 'title', type: 'string' },
  { name: 'active', type: 'boolean' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string' },
      { name: 'type', type: 'string' },
      { name: 'primary', type: 'boolean' },
    ],
  },
];

const groupAttributes: Attribute[] = [
  { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'immutable' },
      { name: 'display', type: 'string', mutability: 'readOnly' },
    ],
  },
];

export function schemas(baseUrl: string) {
  const schema = (id: string, name: string, attributes: Attribute[]) => ({
    schemas: [SCIM_SCHEMAS.schema],
    id,
    name,
    description: name === 'User' ? 'Pessoa da empresa no Rumo' : 'Time do Rumo',
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(SCIM_SCHEMAS.user, 'User', userAttributes),
    schema(SCIM_SCHEMAS.group, 'Group', groupAttributes),
  ];
}
