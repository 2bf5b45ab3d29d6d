/**
 * The modal's scope choice: all docs (default) or the section the reader is on. The reader
 * chooses; nothing is scoped automatically (SPEC 7 keeps contextual search off). It is drawn
 * under DocSearch's search box, and a change re-runs the current query.
 */
import React, {useState} from 'react';
import {createPortal} from 'react-dom';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {sections} from '@site/src/data/sections';
import type {Scope} from '@site/src/search/siteClient';
import {useModalSlot} from './modalSlot';
import {rerunQuery} from './rerunQuery';
import './scope.css';

export interface CurrentSection {
  id: string;
  title: string;
}

/** The docs section of the current page, if it is a doc page. */
export function useCurrentSection(): CurrentSection | undefined {
  const active = useActivePlugin({failfast: false});
  const section = active ? sections.find((s) => s.id === active.pluginId) : undefined;
  return section ? {id: section.id, title: section.title} : undefined;
}

export function ScopeChoice({section, scope}: {section: CurrentSection; scope: {current: Scope | undefined}}) {
  const host = useModalSlot({anchor: '.DocSearch-Modal .DocSearch-SearchBar', className: 'search-scope', place: 'after'});
  // A modal carried over from the page before (./modalState.ts) keeps the reader's choice.
  const [value, setValue] = useState<'all' | 'section'>(() => (scope.current?.section === section.id ? 'section' : 'all'));

  if (!host) return null;
  const choose = (next: 'all' | 'section') => {
    setValue(next);
    scope.current = next === 'section' ? {section: section.id} : undefined;
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) rerunQuery(input);
  };
  return createPortal(
    <fieldset className="search-scope__choice">
      <legend className="search-scope__legend">Search in</legend>
      <div className="search-scope__options">
        <label className="search-scope__option">
          <input type="radio" name="search-scope" value="all" checked={value === 'all'} onChange={() => choose('all')} />
          All docs
        </label>
        <label className="search-scope__option">
          <input type="radio" name="search-scope" value="section" checked={value === 'section'} onChange={() => choose('section')} />
          This section: {section.title}
        </label>
      </div>
    </fieldset>,
    host,
  );
}
