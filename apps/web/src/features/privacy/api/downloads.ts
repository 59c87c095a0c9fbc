import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-file';

/** GET /api/privacy/company-export (admin): the zip with every table and upload. */
export function useDownloadCompanyData() {
  return useMutation({
    mutationFn: () =>
      downloadApiFile('/privacy/company-export', {
        accept: 'application/zip',
        fallbackName: 'rumo-dados-da-empresa.zip',
      }),
  });
}

/** GET /api/privacy/my-data: the signed-in person's own data, as JSON. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () =>
      downloadApiFile('/privacy/my-data', {
        accept: 'application/json',
        fallbackName: 'rumo-meus-dados.json',
      }),
  });
}
