#!/usr/bin/env bash
# Installs what this machine lacks to run the demo store and every test, then the npm packages:
# the README's first command runs it before `npm start`, .ci/run before `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium for Playwright; PHP and WordPress core for the demo store, which serves its pages
# through the plugin's PHP (docs/decisions/0034), and with phpunit for the plugin's checks and the
# offline wp-env run (docs/decisions/0006-wp-env-offline.md); PHP's extensions, MariaDB and a
# font for the reference store (npm run test:store).
need_php_module() { php -m 2>/dev/null | grep -qix "$1"; }
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v phpunit >/dev/null 2>&1 || missing+=(phpunit)
[ -f /usr/share/wordpress/wp-includes/version.php ] || missing+=(wordpress)
[ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)
for module in mysqli:php-mysql dom:php-xml mbstring:php-mbstring curl:php-curl gd:php-gd intl:php-intl zip:php-zip bcmath:php-bcmath; do
  need_php_module "${module%%:*}" || missing+=("${module#*:}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
