export { outgoingMailJobWorkers } from './jobs.ts';
export { countWaitingOutgoingMails, findMailRefusals, upsertMailRefusal, type MailRefusalRow } from './queries.ts';
export { createQueuedMailer, recordRefusal } from './service.ts';
