export const privacyMessages = {
  nameRequired: 'Digite o nome da empresa para confirmar.',
  nameMismatch: 'O nome digitado não confere com o nome da empresa.',
  alreadyScheduled: 'A exclusão desta empresa já está agendada.',
  notScheduled: 'Não há exclusão agendada para esta empresa.',
  deletionScheduled: 'Exclusão agendada. Você pode desfazê-la até a data marcada.',
  deletionCanceled: 'Exclusão cancelada. Nada foi apagado.',
} as const;

export const privacyErrorCodes = {
  nameMismatch: 'COMPANY_NAME_MISMATCH',
  alreadyScheduled: 'DELETION_ALREADY_SCHEDULED',
  notScheduled: 'DELETION_NOT_SCHEDULED',
} as const;
