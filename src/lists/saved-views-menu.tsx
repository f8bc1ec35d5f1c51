import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../i18n/later';
import { deleteView, renameView, type SavedView, saveView, useSavedViews } from '../lib/saved-views';
import { Icon } from '../ui/icons';

export type ViewState = Omit<SavedView, 'id' | 'name'>;

/** Names the view on screen, lists this page's saved views, and brings one back whole. */
export function SavedViewsMenu({
  pathname,
  current,
  onApply,
}: {
  pathname: string;
  current: ViewState;
  onApply: (view: SavedView) => void;
}) {
  const m = useMessages().views;
  const nameId = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const navigate = useNavigate();
  const views = useSavedViews().filter((view) => view.href.split('?')[0] === pathname);
  const [said, setSaid] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (name === '') return;
    saveView({ ...current, name });
    form.reset();
    setSaid(m.saved(name));
  }

  function apply(view: SavedView) {
    navigate(view.href);
    onApply(view);
    if (menu.current) menu.current.open = false;
  }

  function remove(view: SavedView) {
    deleteView(view.id);
    setSaid(m.deleted(view.name));
  }

  async function copy(view: SavedView) {
    try {
      await navigator.clipboard.writeText(new URL(view.href, window.location.origin).href);
      setSaid(m.copied);
    } catch {
      setSaid(m.copyFailed);
    }
  }

  return (
    <details className="menu saved-views" ref={menu}>
      <summary className="button button--quiet">
        <Icon name="list" />
        {m.menu}
      </summary>
      <fieldset className="menu__panel saved-views__panel">
        <legend className="saved-views__title">{m.title}</legend>
        {views.length === 0 ? <p className="saved-views__none">{m.none}</p> : null}
        <ul className="saved-views__list">
          {views.map((view) => (
            <li key={view.id} className="saved-views__item">
              {renaming === view.id ? (
                <RenameForm
                  view={view}
                  onDone={(name) => {
                    setRenaming(null);
                    if (name !== null) {
                      renameView(view.id, name);
                      setSaid(m.renamed(name));
                    }
                  }}
                />
              ) : (
                <>
                  <button type="button" className="link-button saved-views__open" onClick={() => apply(view)}>
                    {view.name}
                  </button>
                  <span className="saved-views__actions">
                    {[
                      { label: m.copyLink, named: m.copyLinkTo, act: () => void copy(view) },
                      { label: m.rename, named: m.renameView, act: () => setRenaming(view.id) },
                      { label: m.delete, named: m.deleteView, act: () => remove(view) },
                    ].map(({ label, named, act }) => (
                      <button
                        key={label}
                        type="button"
                        className="link-button"
                        aria-label={named(view.name)}
                        onClick={act}
                      >
                        {label}
                      </button>
                    ))}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        <form className="saved-views__save" onSubmit={save}>
          <label htmlFor={nameId}>{m.nameLabel}</label>
          <input id={nameId} name="name" required maxLength={200} autoComplete="off" />
          <button type="submit" className="button">
            {m.save}
          </button>
        </form>
        <p role="status" className="saved-views__said">
          {said}
        </p>
      </fieldset>
    </details>
  );
}

function RenameForm({ view, onDone }: { view: SavedView; onDone: (name: string | null) => void }) {
  const m = useMessages().views;
  const id = useId();
  return (
    <form
      className="saved-views__rename"
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
        onDone(name === '' ? null : name);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDone(null);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.newName(view.name)}
      </label>
      {/* biome-ignore lint/a11y/noAutofocus: the person just asked to rename this one. */}
      <input id={id} name="name" defaultValue={view.name} required maxLength={200} autoFocus />
      <button type="submit" className="button button--quiet">
        {m.rename}
      </button>
    </form>
  );
}
