import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@pataka/domain/validation';
import { contactMessages } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';

export async function insertContactMessage(db: Db, tenantId: string, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      tenantId,
      id: randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
    })
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      updatedAt: contactMessages.updatedAt,
    });
  return row!;
}
