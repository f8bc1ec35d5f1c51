from oauth2_provider.oauth2_validators import OAuth2Validator


class NamedValidator(OAuth2Validator):
    """Puts the person's name in the ID token and userinfo, as DOT's documentation shows."""

    def get_additional_claims(self, request):
        return {"name": request.user.get_full_name()}
