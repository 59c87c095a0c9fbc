import { imageBytes, multipartFile } from '../../test/multipart';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
} from '../../test/okr-fixtures';
import type { TestApp } from '../../test/test-app';

/**
 * A company with something in every kind of record: people with an avatar, a logo, settings,
 * a team, a pillar, a cycle, an objective with a key result, a check-in (and its activity).
 */
export async function createFullCompany(t: TestApp, name: string) {
  const company = await createCompanyWithUsers(t, { admins: 2, users: 1, name });
  const { admin, user } = company;
  await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin.headers,
    payload: {
      companyName: name,
      checkInWeekDay: 1,
      timeZone: 'America/Sao_Paulo',
      defaultCycleLengthMonths: 3,
    },
  });
  const upload = async (url: string, field: string, headers: Record<string, string>) => {
    const body = multipartFile(field, {
      name: 'a.png',
      type: 'image/png',
      content: imageBytes.png,
    });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  };
  await upload('/api/settings/logo', 'logo', admin.headers);
  await upload('/api/profile/avatar', 'avatar', user.headers);
  const team = await createTeam(t, company.companyId, { memberIds: [user.id], leaderId: admin.id });
  const pillar = await createPillar(t, company.companyId);
  const cycle = await createCycle(t, company.companyId);
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: cycle.id,
    ownerId: admin.id,
    teamId: team.id,
    pillarId: pillar.id,
    keyResults: [{ title: 'Receita', ownerId: user.id }],
  });
  const checkIn = await t.app.inject({
    method: 'POST',
    url: `/api/key-results/${objective.keyResultIds[0]}/check-ins`,
    headers: user.headers,
    payload: { value: 40, confidence: 'on_track', comment: 'Andando' },
  });
  if (checkIn.statusCode !== 201) throw new Error(`check-in answered ${checkIn.statusCode}`);
  return { ...company, objective };
}
