/**
 * The report of a statement run: what each statement's claims showed on how many instances, the
 * counterexamples, what is proved for every parameter, and the census figures, as a static HTML
 * page ({@code index.html}) and a Markdown summary for CI job summaries. Uses base only: it is
 * handed {@link org.subgames.report.RunResult} records and writes files.
 */
package org.subgames.report;
