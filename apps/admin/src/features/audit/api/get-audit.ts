import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AuditRow = {
  id: string;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export type AuditQuery = {
  page: number;
  limit: number;
  entityType?: string;
  entityId?: string;
  action?: string;
};

export const getAudit = (q: AuditQuery) => api.page<AuditRow>('/admin/audit', q);

export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({ queryKey: ['audit', q], queryFn: () => getAudit(q), placeholderData: keepPreviousData });

export const useAudit = (q: AuditQuery, enabled = true) => useQuery({ ...auditQueryOptions(q), enabled });
