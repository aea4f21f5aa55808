// libFuzzer target: UvttReader::readBytes on arbitrary bytes (docs/file-format.md §12),
// including the embedded image, decoded through QImageReader under its allocation limit.
#include "fuzzsupport.h"

#include "io/uvttreader.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto result =
        UvttReader::readBytes(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.dd2vtt"));
    if (const auto *error = std::get_if<LoadError>(&result); error && error->message.isEmpty())
        FuzzSupport::fail("a map was refused without a reason");
    return 0;
}
