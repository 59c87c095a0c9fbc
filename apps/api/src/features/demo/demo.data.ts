import type { UserRole } from '@rumo/shared/auth/contracts';

export const DEMO_COMPANY_NAME = 'Rumo Demo';
export const DEMO_PASSWORD = 'rumo1234';

export interface DemoUser {
  key: 'admin' | 'ana' | 'bruno';
  name: string;
  email: string;
  role: UserRole;
  position: string;
  phone: string;
}

/** The demo people; later seeds (teams, OKRs) refer to them by `key`. */
export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    name: 'Helena Administradora',
    email: 'admin@rumo.demo',
    role: 'admin',
    position: 'Diretora de Operações',
    phone: '(11) 91234-5678',
  },
  {
    key: 'ana',
    name: 'Ana Souza',
    email: 'ana@rumo.demo',
    role: 'user',
    position: 'Gerente de Produto',
    phone: '(11) 92345-6789',
  },
  {
    key: 'bruno',
    name: 'Bruno Lima',
    email: 'bruno@rumo.demo',
    role: 'user',
    position: 'Analista de Marketing',
    phone: '(21) 93456-7890',
  },
];
