# Django OAuth Toolkit set up as its documentation says for a single-page app: PKCE required, OpenID
# Connect on, django-cors-headers in front. Only the e2e tests run it; server.py reads these values.
import os
from pathlib import Path

HERE = Path(__file__).resolve().parent
SECRET_KEY = "teamboard-e2e-only"
DEBUG = os.environ.get("DOT_DEBUG") == "1"
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "corsheaders",
    "oauth2_provider",
]
MIDDLEWARE = [
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": os.environ["DOT_DATABASE"]}}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [HERE / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
            ]
        },
    }
]
USE_TZ = True
LOGIN_URL = "/accounts/login/"
CORS_ALLOWED_ORIGINS = os.environ["DOT_APP_ORIGINS"].split(",")
OAUTH2_PROVIDER = {
    "OIDC_ENABLED": True,
    "OIDC_RSA_PRIVATE_KEY": os.environ["DOT_RSA_KEY"],
    "PKCE_REQUIRED": True,
    "SCOPES": {"openid": "OpenID Connect", "profile": "Your name", "api:read": "Read the team's listings"},
    "ACCESS_TOKEN_EXPIRE_SECONDS": int(os.environ.get("DOT_TOKEN_TTL", "600")),
    "ROTATE_REFRESH_TOKEN": True,
    "OAUTH2_VALIDATOR_CLASS": "claims.NamedValidator",
}
