import type { ReactElement } from 'react';
import { TagList } from '../../../components/tag-list';
import { SectionCard } from './section-card';

/** A profile section listing tags; not rendered at all when the list is empty (docs/screens.md#screens). */
export function TagSection({ title, items, icon }: { title: string; items: readonly string[]; icon?: ReactElement }) {
  if (items.length === 0) return null;
  return (
    <SectionCard title={title} icon={icon}>
      <TagList items={items} size="medium" aria-label={title} />
    </SectionCard>
  );
}
