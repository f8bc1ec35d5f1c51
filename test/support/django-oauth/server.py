# Starts Django OAuth Toolkit on 127.0.0.1:DOT_PORT with a fresh database: the person "team-member"
# (password DOT_PASSWORD), Teamboard as a public client and the API as a confidential one that may
# introspect tokens. Prints "ready" when it answers.
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.core.servers.basehttp import run  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402
from oauth2_provider.models import Application  # noqa: E402

call_command("migrate", verbosity=0, interactive=False)
person = User.objects.create_user("team-member", password=os.environ["DOT_PASSWORD"], first_name="Tamsin", last_name="Member")
Application.objects.create(
    name="Teamboard",
    client_id=os.environ["DOT_CLIENT_ID"],
    client_type=Application.CLIENT_PUBLIC,
    authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
    redirect_uris=" ".join(f"{origin}/callback" for origin in os.environ["DOT_APP_ORIGINS"].split(",")),
    skip_authorization=True,
    algorithm=Application.RS256_ALGORITHM,
)
Application.objects.create(
    name="Team listings API",
    client_id=os.environ["DOT_API_CLIENT_ID"],
    client_secret=os.environ["DOT_API_CLIENT_SECRET"],
    client_type=Application.CLIENT_CONFIDENTIAL,
    authorization_grant_type=Application.GRANT_CLIENT_CREDENTIALS,
)
print("ready", flush=True)
run("127.0.0.1", int(os.environ["DOT_PORT"]), get_wsgi_application(), threading=True)
