import { addDays } from '@spina/domain';
import type { Database } from '../client';
import { ticketCategories, ticketComments, tickets, ticketSubCategories } from '../schema';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { DEMO_TICKETS, TICKET_CATEGORIES } from './data/tickets';
import { identityOf } from './identity';

const DEMO_BUYER = 'onpremise@example.com';
const DEMO_STAFF = 'staff@example.com';

/** Morning of `daysAgo` days before the seed's day, `minutes` later, in UTC. */
const dayTime = (today: string, daysAgo: number, minutes = 0) =>
  new Date(Date.parse(`${addDays(today, -daysAgo)}T08:00:00Z`) + minutes * 60_000);

/**
 * Ticket categories and the demo cases of onpremise@ (spec 3 §3 Ticket): an answered one whose latest staff reply
 * is still unread, a solved one and a new one without replies, so the list shows each state.
 */
export async function seedTickets(db: Database, context: SeedContext): Promise<void> {
  await db.insert(ticketCategories).values(
    TICKET_CATEGORIES.map((category, position) => ({
      id: category.id,
      name: localized(category.name),
      position,
    })),
  );
  await db.insert(ticketSubCategories).values(
    TICKET_CATEGORIES.flatMap((category) =>
      category.subCategories.map((sub, position) => ({
        id: sub.id,
        categoryId: category.id,
        name: localized(sub.name),
        position,
      })),
    ),
  );

  const identity = identityOf(context);
  const customers = customersOf(context);
  const buyer = identity.users.find((user) => user.email === DEMO_BUYER);
  const staff = identity.users.find((user) => user.email === DEMO_STAFF);
  if (!buyer || !staff) throw new Error('The demo tickets need onpremise@ and staff@');
  const random = context.random('tickets');

  for (const seed of DEMO_TICKETS) {
    const shipTo = customers.shipToByKey.get(seed.shipTo);
    if (!shipTo) throw new Error(`Unknown ship-to ${seed.shipTo}`);
    const id = random.uuid();
    const comments = seed.comments.map((comment, index) => ({
      id: random.uuid(),
      ticketId: id,
      authorId: comment.side === 'staff' ? staff.id : buyer.id,
      side: comment.side,
      body: comment.body,
      createdAt: dayTime(context.today, comment.daysAgo, 60 + index * 30),
      readAt: comment.read ? dayTime(context.today, comment.daysAgo, 90 + index * 30) : null,
    }));
    const opened = dayTime(context.today, seed.daysAgo);
    await db.insert(tickets).values({
      id,
      companyId: shipTo.companyId,
      shipToId: shipTo.id,
      openedBy: buyer.id,
      market: 'IT',
      title: seed.title,
      description: seed.description,
      categoryId: seed.categoryId,
      subCategoryId: seed.subCategoryId,
      phone: seed.phone,
      status: seed.status,
      openedAt: opened,
      closedAt: seed.closedDaysAgo === undefined ? null : dayTime(context.today, seed.closedDaysAgo, 120),
      lastActivityAt: comments.at(-1)?.createdAt ?? opened,
    });
    if (comments.length > 0) await db.insert(ticketComments).values(comments);
  }
}

function localized([it, en]: [string, string]) {
  return { it, en };
}
