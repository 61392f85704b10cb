/**
 * The concept tables' SQL (concepts, concept_views): every read and write the configurator's
 * service makes on them, named by what it does. No rules here (who may, what counts): those are
 * the service's (concept-service.ts).
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { concepts, conceptViews, type ConceptRow } from './schema';

/** Whose concepts a save compares with: a rider's own, or the brand's concepts saved without an account. */
export type ConceptOwner = { userId: string } | { anonymousOf: string };

const ownedBy = (owner: ConceptOwner) =>
  'userId' in owner ? eq(concepts.userId, owner.userId) : and(isNull(concepts.userId), eq(concepts.brand, owner.anonymousOf));

export async function conceptWithCode(db: Db, code: string, brand: string): Promise<ConceptRow | undefined> {
  const [row] = await db.select().from(concepts).where(and(eq(concepts.code, code), eq(concepts.brand, brand)));
  return row;
}

/** The owner's concept of one build (the checksum of its canonical configuration), if saved before. */
export async function ownersConceptOfBuild(db: Db, owner: ConceptOwner, checksum: string): Promise<ConceptRow | undefined> {
  const [row] = await db.select().from(concepts).where(and(ownedBy(owner), eq(concepts.checksum, checksum)));
  return row;
}

export async function markFavourite(db: Db, id: number, favorite: boolean): Promise<ConceptRow> {
  const [row] = await db.update(concepts).set({ favorite }).where(eq(concepts.id, id)).returning();
  return row!;
}

export type NewConcept = Pick<ConceptRow, 'code' | 'brand' | 'model' | 'choices' | 'checksum' | 'userId' | 'session' | 'profile' | 'favorite'>;

/** Writes a concept unless its code or build is taken (then nothing: the caller decides). */
export async function insertConceptUnlessTaken(db: Db, values: NewConcept): Promise<ConceptRow | undefined> {
  const [row] = await db.insert(concepts).values(values).onConflictDoNothing().returning();
  return row;
}

export interface VisibleConceptsQuery {
  brand: string;
  order: 'newest' | 'popular';
  model?: string;
  family?: string;
  limit: number;
}

/** A brand's visible concepts: newest first, or by views (a build nobody opened is not popular, however new). */
export async function visibleConcepts(db: Db, query: VisibleConceptsQuery): Promise<ConceptRow[]> {
  return db.select().from(concepts).where(and(
    eq(concepts.brand, query.brand), eq(concepts.visible, true),
    query.order === 'popular' ? gt(concepts.views, 0) : undefined,
    query.model ? eq(concepts.model, query.model) : undefined,
    query.family ? sql`${concepts.model} in (select code from platforms where family_code = ${query.family})` : undefined,
  )).orderBy(...(query.order === 'popular' ? [desc(concepts.views)] : []), desc(concepts.createdAt), desc(concepts.id)).limit(query.limit);
}

export async function conceptsOfRider(db: Db, userId: string, limit: number): Promise<ConceptRow[]> {
  return db.select().from(concepts).where(eq(concepts.userId, userId)).orderBy(desc(concepts.createdAt), desc(concepts.id)).limit(limit);
}

/**
 * Counts a view in the first of the visitor's slots of the day not yet taken (the primary key
 * keeps two requests from taking the same one) and raises the concept's count with it; answers
 * the count after this view, and whether it counted.
 */
export async function countViewInFreeSlot(db: Db, conceptId: number, slots: string[]): Promise<{ views: number; counted: boolean }> {
  const today = sql`current_date` as never;
  const taken = new Set((await db.select({ visitor: conceptViews.visitor }).from(conceptViews)
    .where(and(eq(conceptViews.conceptId, conceptId), eq(conceptViews.day, today), inArray(conceptViews.visitor, slots)))).map((r) => r.visitor));
  const free = slots.find((slot) => !taken.has(slot));
  const counted = free ? await db.insert(conceptViews).values({ conceptId, visitor: free, day: today }).onConflictDoNothing().returning() : [];
  const [after] = counted.length
    ? await db.update(concepts).set({ views: sql`${concepts.views} + 1` }).where(eq(concepts.id, conceptId)).returning({ views: concepts.views })
    : await db.select({ views: concepts.views }).from(concepts).where(eq(concepts.id, conceptId));
  return { views: after!.views, counted: counted.length > 0 };
}

/** Sets a rider's concept shown or hidden; the owner is part of the condition. */
export async function setRidersConceptVisible(db: Db, id: number, userId: string, visible: boolean): Promise<boolean> {
  const [changed] = await db.update(concepts).set({ visible }).where(and(eq(concepts.id, id), eq(concepts.userId, userId))).returning({ visible: concepts.visible });
  return changed!.visible;
}

export async function deleteRidersConcept(db: Db, id: number, userId: string): Promise<void> {
  await db.delete(concepts).where(and(eq(concepts.id, id), eq(concepts.userId, userId)));
}
