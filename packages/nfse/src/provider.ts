/**
 * What Rumo needs from an NFS-e provider (Focus NFe first; NFE.io or PlugNotas could implement
 * the same). Every call is keyed by Rumo's own reference (one per payment), so a repeated
 * `issue` never creates a second nota fiscal.
 */

/** The service provider (Rumo's company), from the backoffice's fiscal settings. */
export interface NfseIssuer {
  cnpj: string;
  inscricaoMunicipal: string;
  /** IBGE code of the municipality (7 digits). */
  municipioIbge: string;
  /** Simples Nacional or not; `regimeEspecial` as the provider codes it, when any. */
  simplesNacional: boolean;
  regimeEspecialTributacao?: number | undefined;
}

/** The buyer (tomador): a person (CPF) or a company (CNPJ), with the address given at checkout. */
export interface NfseRecipient {
  document: string;
  name: string;
  email: string;
  address: {
    street: string;
    number: string;
    complement?: string | undefined;
    neighborhood: string;
    /** IBGE code of the municipality (7 digits), when known. */
    municipioIbge?: string | undefined;
    city: string;
    state: string;
    zipcode: string;
  };
}

export interface NfseService {
  /** LC 116 service list item, e.g. "1.05" (licensing of software). */
  itemListaServico: string;
  /**
   * National service code of the NFS-e Padrão Nacional (`cTribNac`), e.g. "01.05.01"; only the
   * national layout sends it. When absent it is derived from `itemListaServico` where the
   * national list leaves no choice (1.05 → 01.05.01; see national-codes.ts).
   */
  codigoTributacaoNacional?: string | undefined;
  /** Municipal tax code, when the municipality asks for one. */
  codigoTributarioMunicipio?: string | undefined;
  /** ISS rate in percent, e.g. 2 for 2 %. */
  aliquota: number;
  /** Integer centavos. */
  amountCents: number;
  description: string;
}

export interface NfseRequest {
  /** Rumo's reference (the payment's id): unique per invoice. */
  reference: string;
  /** 'YYYY-MM-DD' the service was rendered (the payment's day). */
  issueDate: string;
  issuer: NfseIssuer;
  recipient: NfseRecipient;
  service: NfseService;
}

export type NfseStatus = 'processing' | 'authorized' | 'error' | 'canceled';

/** The provider's view of an invoice. */
export interface NfseResult {
  reference: string;
  status: NfseStatus;
  number: string | null;
  verificationCode: string | null;
  issuedAt: string | null;
  /** The provider's URLs of the documents (the XML may need the provider's token). */
  pdfUrl: string | null;
  xmlUrl: string | null;
  /** The provider's messages when refused (pt-BR). */
  errors: { code: string; message: string }[];
}

export interface NfseProvider {
  readonly name: string;
  /** Sends the invoice; answers `processing` (or the final state when the provider is quick). */
  issue(request: NfseRequest): Promise<NfseResult>;
  /** Reads the invoice's current state. */
  get(reference: string): Promise<NfseResult>;
  /** Cancels an authorized invoice with a justification (15–255 characters). */
  cancel(reference: string, justification: string): Promise<NfseResult>;
  /** Fetches a document (PDF or XML) by the URL `get` gave, with the provider's credentials. */
  download(url: string): Promise<{ contentType: string; body: Buffer }>;
}
