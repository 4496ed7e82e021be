import type { MoleculeType, TherapeuticArea } from './taxonomy';

/*
 * Broader values of the directory's vocabularies and the narrower values they take in: a buyer who asks for
 * Biologics wants the providers that list Monoclonal Antibodies too. The directory's filters and facets and the
 * project fit of matching all read the hierarchy through these functions. Sources and the reasoning behind each
 * parent: docs/decisions/0035-buyer-experience.md.
 */

/** The facts whose vocabulary has broader and narrower values. */
export type HierarchicalFact = 'therapeuticAreas' | 'moleculeTypes';

/**
 * Modalities under a broader one. Biologics are made in or from living systems and licensed as biologics:
 * vaccines, somatic cells, gene therapy and recombinant therapeutic proteins (monoclonal antibodies and the
 * conjugates and biosimilars built on them); viral vectors carry gene therapies.
 */
export const MODALITY_CHILDREN: Readonly<Partial<Record<MoleculeType, readonly MoleculeType[]>>> = {
  Biologics: ['Monoclonal Antibodies', 'Antibody-Drug Conjugates', 'Biosimilars', 'Vaccines', 'Cell Therapy', 'Gene Therapy', 'Viral Vectors'],
};

/** Therapeutic areas under a broader one: the immune-mediated rheumatic diseases (RA, lupus) are immunology's. */
export const THERAPEUTIC_AREA_CHILDREN: Readonly<Partial<Record<TherapeuticArea, readonly TherapeuticArea[]>>> = {
  Immunology: ['Rheumatology'],
};

const CHILDREN: Record<HierarchicalFact, Readonly<Record<string, readonly string[] | undefined>>> = {
  moleculeTypes: MODALITY_CHILDREN,
  therapeuticAreas: THERAPEUTIC_AREA_CHILDREN,
};

/** Whether a fact's vocabulary has broader and narrower values. */
export function isHierarchicalFact(fact: string): fact is HierarchicalFact {
  return Object.hasOwn(CHILDREN, fact);
}

/** The narrower values directly under `value` (none for a value without children or a flat fact). */
export function childrenOf(fact: string, value: string): readonly string[] {
  return isHierarchicalFact(fact) ? (CHILDREN[fact][value] ?? []) : [];
}

/** The broader value directly above `value`, or null. */
export function parentOf(fact: string, value: string): string | null {
  if (!isHierarchicalFact(fact)) return null;
  for (const [parent, children] of Object.entries(CHILDREN[fact])) if (children?.includes(value)) return parent;
  return null;
}

/**
 * The values a company's list is tested against when a buyer asks for `values`: each value and every value under
 * it, at any depth, without duplicates, in the order met (["Biologics"] → ["Biologics", "Monoclonal
 * Antibodies", …]). A flat fact's values come back as they are.
 */
export function expandWithChildren(fact: string, values: readonly string[]): string[] {
  const expanded: string[] = [];
  const visit = (value: string) => {
    if (expanded.includes(value)) return;
    expanded.push(value);
    for (const child of childrenOf(fact, value)) visit(child);
  };
  for (const value of values) visit(value);
  return expanded;
}

/**
 * The options a company listing `values` counts under: each value and every broader value above it (a company
 * listing Monoclonal Antibodies counts under Biologics too), without duplicates.
 */
export function withBroaderValues(fact: string, values: readonly string[]): string[] {
  const all: string[] = [];
  for (const value of values) {
    for (let current: string | null = value; current !== null && !all.includes(current); current = parentOf(fact, current)) all.push(current);
  }
  return all;
}
