import { describe, expect, it } from 'vitest';
import { createSecretBox, ssoClientSecretBox, webhookSecretBox } from './secret-box';

// Sealed by the two boxes this helper replaced (features/sso/secret-box.ts and
// features/webhooks/webhook-secrets.ts) under the config secret 'test-config-secret'.
const OLD_SSO = 'v1.osMwC5BkdoFqEcdn.MsS12ZK8DGNTIqAWs_koAA.TgzFT_vlhJK9-M3wmPKuTb8LSfQ';
const OLD_WEBHOOK = 'v1.qIsz-r0HmDKbaqew.F9xpLNbTLAANNV5chZvwpw.1nR4umaHaib7';

describe('secret box', () => {
  it('opens values stored before the fold', () => {
    expect(ssoClientSecretBox('test-config-secret').open(OLD_SSO)).toBe('sso client secret é');
    expect(webhookSecretBox('test-config-secret').open(OLD_WEBHOOK)).toBe('whsec_abc');
  });

  it('round-trips, with a fresh iv each time', () => {
    const box = createSecretBox('s', 'label-v1');
    const a = box.seal('plain');
    expect(a).not.toBe(box.seal('plain'));
    expect(box.open(a)).toBe('plain');
  });

  it('refuses another label, another secret, a tampered or malformed value', () => {
    const sealed = ssoClientSecretBox('test-config-secret').seal('x');
    expect(() => webhookSecretBox('test-config-secret').open(sealed)).toThrow();
    expect(() => ssoClientSecretBox('other').open(sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() =>
      ssoClientSecretBox('test-config-secret').open(`${v}.${iv}.${tag}.${flipped}`),
    ).toThrow();
    expect(() => ssoClientSecretBox('test-config-secret').open('v2.a.b.c')).toThrow(/unreadable/);
  });
});
