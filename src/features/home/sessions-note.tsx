import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n/later';
import { Icon } from '../../ui/icons';

export function SessionsNote() {
  const m = useMessages();
  return (
    <aside className="panel sessions-note" aria-label={m.home.sessionsTitle}>
      <Icon name="list" />
      <div>
        <h2 className="panel__title">{m.home.sessionsTitle}</h2>
        <p>{m.home.sessionsBody}</p>
        <p className="sessions-note__links">
          <Link to={`${paths.sessions}?all=1&sort=price`}>{m.home.sessionsByPrice}</Link>
          <Link to={paths.sessions}>{m.home.allSessions}</Link>
        </p>
      </div>
    </aside>
  );
}
