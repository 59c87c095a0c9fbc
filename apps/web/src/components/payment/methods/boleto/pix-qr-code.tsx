import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './boleto.module.css';

interface PixQrCodeProps {
  /** The Pix BR Code (EMV payload, "copia e cola"). */
  code: string;
  size?: number;
}

/**
 * The Pix QR, drawn in the browser from the BR Code with `qrcode`, loaded only when a QR is
 * shown (it stays out of every page's first download). Dark modules on white in both colour
 * schemes: bank apps read it best that way.
 */
export function PixQrCode({ code, size = 200 }: PixQrCodeProps) {
  const [image, setImage] = useState<{ code: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }),
      )
      .then((url) => live && setImage({ code, url }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [code, size]);

  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        Não foi possível desenhar o QR Code. Use o Pix copia e cola abaixo.
      </Text>
    );
  }
  if (image?.code !== code) {
    return (
      <Center w={size} h={size} className={classes.qrFrame} aria-busy="true">
        <Loader size="sm" aria-label="Gerando QR Code do Pix" />
      </Center>
    );
  }
  return (
    <img
      src={image.url}
      width={size}
      height={size}
      alt="QR Code do Pix: aponte a câmera do app do seu banco para pagar"
      className={classes.qrFrame}
    />
  );
}
