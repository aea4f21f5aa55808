#include "resultline.h"

#include "peakrss.h"

JsonLine ResultLine::start(const std::string &scenario, const std::string &caseName,
                           const std::string &library, const std::string &measures,
                           const JsonLine &params, const Samples &samples, const Target &target)
{
    JsonLine line;
    line.add("scenario", scenario)
        .add("case", caseName)
        .add("library", library)
        .add("measures", measures)
        .add("params", params)
        .add("samples", samples.count())
        .add("unit", "us")
        .add("min", samples.min())
        .add("median", samples.median())
        .add("p99", samples.p99())
        .add("max", samples.max())
        .add("target_us", target.microseconds);
    if (target.microseconds) {
        const double value = target.statistic == "p99" ? samples.p99() : samples.median();
        line.add("target_stat", target.statistic)
            .add("meets_target", value <= *target.microseconds);
    }
    line.add("allocs_per_rep", samples.allocationsPerRep())
        .add("operator_new_per_rep", samples.newsPerRep());
    return line;
}

void ResultLine::finish(JsonLine &line)
{
    line.add("peak_rss_kb", PeakRss::kib());
    line.print();
}

double ResultLine::ratio(const Samples &ours, const Samples &theirs)
{
    return theirs.median() > 0 ? ours.median() / theirs.median() : 0;
}
