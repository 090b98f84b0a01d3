#!/bin/sh
# Runs an installed OpenJML over the reference package (mvn -Popenjml verify):
#   ESC: static verification of every JML contract in org.subgames.reference;
#   RAC: compiles the package with run-time assertion checks and runs RacDriver, which exercises
#        every public method so that any violated contract fails the build.
# OpenJML is not on Maven Central, so it is never downloaded here: set OPENJML_HOME to an OpenJML
# release folder (holding the `openjml` launcher) or put `openjml` on PATH.
set -eu
cd "$(dirname "$0")/../.."
if [ -n "${OPENJML_HOME:-}" ] && [ -x "$OPENJML_HOME/openjml" ]; then
    OPENJML="$OPENJML_HOME/openjml"
elif command -v openjml >/dev/null 2>&1; then
    OPENJML="$(command -v openjml)"
else
    echo "error: OpenJML not found: set OPENJML_HOME to an OpenJML release folder or put 'openjml' on PATH (https://www.openjml.org)" >&2
    exit 2
fi
HOME_DIR="$(cd "$(dirname "$OPENJML")" && pwd)"
SRC=src/main/java/org/subgames/reference
OUT=target/openjml-rac
echo "OpenJML: $OPENJML"
echo "== ESC over $SRC"
"$OPENJML" -esc -progress -sourcepath src/main/java "$SRC"/*.java
echo "== RAC over $SRC"
rm -rf "$OUT" && mkdir -p "$OUT"
"$OPENJML" -rac -d "$OUT" -sourcepath src/main/java "$SRC"/*.java src/openjml/RacDriver.java
RUNTIME=""
for j in "$HOME_DIR/jmlruntime.jar" "$HOME_DIR/lib/jmlruntime.jar"; do
    if [ -f "$j" ]; then RUNTIME="$j"; fi
done
if [ -z "$RUNTIME" ]; then
    echo "error: jmlruntime.jar not found next to $OPENJML" >&2
    exit 2
fi
# -ea: RAC reports violations as assertion errors; RacDriver exits non-zero on any violation.
java -ea -cp "$OUT:$RUNTIME" -Dorg.jmlspecs.openjml.racexceptions=true RacDriver
