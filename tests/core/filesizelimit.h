#pragma once

#include <catch2/catch.hpp>

#include <csignal>
#include <sys/resource.h>

// RLIMIT_FSIZE as a full disk, for as long as it lives: a write past `bytes` fails with EFBIG
// instead of raising SIGXFSZ. The core's and the app's full-disk tests share it.
struct FileSizeLimit {
    rlimit before{};
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &before);
        rlimit limited = before;
        limited.rlim_cur = bytes;
        REQUIRE(setrlimit(RLIMIT_FSIZE, &limited) == 0);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &before); }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
};
