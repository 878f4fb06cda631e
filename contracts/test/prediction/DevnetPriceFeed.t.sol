// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {DevnetPriceFeed} from "../../src/prediction/testing/DevnetPriceFeed.sol";
import {Test} from "../utils/Test.sol";

contract DevnetPriceFeedTest is Test {
    DevnetPriceFeed internal feed;
    address internal keeper = makeAddr("keeper");

    function setUp() public {
        vm.warp(1_700_000_000);
        feed = new DevnetPriceFeed(8, "BNB / USD", 600e8, keeper);
    }

    function test_constructorPublishesTheInitialAnswerAsRoundOne() public view {
        assertEq(feed.decimals(), 8, "decimals");
        assertEq(feed.description(), "BNB / USD", "description");
        assertEq(feed.version(), 1, "version");
        assertEq(feed.owner(), keeper, "owner");
        assertEq(feed.latestRound(), 1, "round 1");
        (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            feed.latestRoundData();
        assertEq(roundId, 1, "id");
        assertEq(answer, 600e8, "answer");
        assertEq(startedAt, 1_700_000_000, "startedAt");
        assertEq(updatedAt, 1_700_000_000, "updatedAt");
        assertEq(answeredInRound, 1, "answeredInRound");
    }

    function test_submitPublishesTheNextRoundAtThisBlocksTime() public {
        vm.warp(1_700_000_060);
        vm.expectEmit();
        emit DevnetPriceFeed.AnswerUpdated(-5, 2, 1_700_000_060);
        vm.prank(keeper);
        feed.submit(-5); // the feed passes any answer on; the prediction is the one that checks
        (uint80 roundId, int256 answer,, uint256 updatedAt,) = feed.latestRoundData();
        assertEq(roundId, 2, "round 2");
        assertEq(answer, -5, "answer");
        assertEq(updatedAt, 1_700_000_060, "stamped now");
        (, int256 first,, uint256 firstAt,) = feed.getRoundData(1);
        assertEq(first, 600e8, "round 1 kept");
        assertEq(firstAt, 1_700_000_000, "round 1's time kept");
    }

    function test_onlyTheOwnerSubmits() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, address(this)));
        feed.submit(1);
    }

    function test_unknownRoundsRevert() public {
        vm.expectRevert(abi.encodeWithSelector(DevnetPriceFeed.NoSuchRound.selector, 0));
        feed.getRoundData(0);
        vm.expectRevert(abi.encodeWithSelector(DevnetPriceFeed.NoSuchRound.selector, 2));
        feed.getRoundData(2);
    }
}
